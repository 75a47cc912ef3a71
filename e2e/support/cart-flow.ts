/** The cart drawer as a customer uses it: adding a dish with add-ons, then changing them. */
import { expect, type Locator, type Page } from '@playwright/test';
import type { Addon, AddonGroup, Cart, Product, Vendor } from '@jara/contracts/entities';
import { customerCall } from './customer-api';

export interface AddonDish {
  vendor: Vendor;
  product: Product;
  /** An optional group with at least two priced add-ons. */
  optional: AddonGroup;
}

/**
 * An open Nigerian store's available dish with an optional group of two or more add-ons, from a
 * store none of `busyVendors` (the customer's other carts) is, so its cart holds only this dish.
 */
export async function findAddonDish(busyVendors: readonly string[] = []): Promise<AddonDish> {
  const vendors = await customerCall<{ items: Vendor[] }>(
    null,
    'GET',
    '/marketplace/vendors?per_page=30',
  );
  const candidates = vendors.items.filter(
    (each) => each.is_open && !busyVendors.includes(each.uuid),
  );
  for (const vendor of candidates) {
    const products = await customerCall<Product[]>(
      null,
      'GET',
      `/marketplace/vendors/${vendor.uuid}/products`,
    );
    for (const product of products.filter((each) => each.is_available)) {
      const optional = product.addon_groups.find(
        (group) =>
          group.min === 0 &&
          group.max >= 2 &&
          group.addons.filter((addon) => addon.price > 0).length >= 2,
      );
      if (optional) return { vendor, product, optional };
    }
  }
  throw new Error('the sandbox seed has no dish with optional add-ons');
}

export const cartDrawer = (page: Page) => page.getByRole('dialog', { name: 'Your cart' });
export const addonPicker = (page: Page, product: Product) =>
  page.getByRole('dialog', { name: product.name });

export async function openCartDrawer(page: Page): Promise<Locator> {
  await page.getByTestId('cart-button').click();
  await expect(cartDrawer(page)).toBeVisible();
  return cartDrawer(page);
}

/** Ticks `addons` and the first add-on of every required group, then confirms. */
export async function chooseAddons(
  picker: Locator,
  product: Product,
  addons: Addon[],
  confirm: RegExp,
): Promise<void> {
  for (const group of product.addon_groups.filter((each) => each.min > 0)) {
    const role = group.max === 1 ? 'radio' : 'checkbox';
    await picker
      .getByRole(role, { name: new RegExp(`^${escaped(group.addons[0]!.name)}`) })
      .check();
  }
  for (const addon of addons) {
    await picker.getByRole('checkbox', { name: new RegExp(`^${escaped(addon.name)}`) }).check();
  }
  await picker.getByRole('button', { name: confirm }).click();
  await expect(picker).toBeHidden();
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The add-on names listed on a cart line, in order. */
export function lineAddons(drawer: Locator, product: Product): Locator {
  return drawer.getByRole('list', { name: `Add-ons of ${product.name}` }).getByRole('listitem');
}

/** One vendor's cart section in the drawer, and its subtotal line. */
export function vendorSection(drawer: Locator, vendorName: string) {
  const section = drawer.getByRole('region', { name: vendorName });
  return { section, subtotal: section.getByText(/^Subtotal/) };
}

export function customerCarts(token: string): Promise<Cart[]> {
  return customerCall<Cart[]>(token, 'GET', '/marketplace/cart');
}

/** Naira as the site writes whole amounts ("₦12,500"). */
export const naira = (amount: number) => `₦${amount.toLocaleString('en-US')}`;
