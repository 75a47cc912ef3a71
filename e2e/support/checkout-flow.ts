/**
 * The checkout as the demo customer uses it: a cart from an open store, the checkout screen,
 * paying by card on the provider's page or from the wallet, and the result screen after.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { Order } from '@jara/contracts/entities';
import { customerCall, demoToken } from './customer-api';
import { expectHostedPage, payOnHostedPage } from './hosted-payment';
import { signInDemo } from './demo-sign-in';
import { openCartDrawer, vendorSection } from './cart-flow';
import { addToCart, findSimpleProduct, openStore, type SimpleProduct } from './site-flows';
import type { StoreDish } from './store-page-data';

export const placeOrderButton = (page: Page) => page.getByRole('button', { name: /^Place order/ });

/** As the demo customer, puts a simple dish in its store's cart and opens that cart's checkout. */
export async function startCheckout(page: Page): Promise<SimpleProduct> {
  await signInDemo(page);
  return checkoutASimpleDish(page);
}

/** As a signed-in customer, puts a simple dish in its store's cart and opens that checkout. */
export async function checkoutASimpleDish(page: Page): Promise<SimpleProduct> {
  const found = await findSimpleProduct();
  await openStore(page, found.vendor);
  await addToCart(page, found.product);
  await page.getByTestId('cart-button').click();
  const cart = page
    .getByRole('dialog', { name: 'Your cart' })
    .getByRole('region', { name: found.vendor.business_name });
  // The demo customer's seeded cart may hold an item that went out of stock.
  const clear = cart.getByRole('button', { name: 'Remove unavailable items' });
  if (await clear.isVisible()) await clear.click();
  await cart.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(placeOrderButton(page)).toBeEnabled();
  return found;
}

/**
 * At checkout, a new delivery address in Yaba through the area picker: returns the form that
 * asks for the address's name.
 */
export async function startNewAddressInYaba(page: Page, delivery: Locator): Promise<Locator> {
  await delivery.getByRole('button', { name: 'Add a new address' }).click();
  const picker = page.getByRole('dialog', { name: 'Add a delivery address' });
  await picker.getByLabel(/^Search for your area/).fill('Yaba');
  await picker.getByRole('button', { name: /Yaba/ }).first().click();
  await expect(picker).toBeHidden();
  return delivery.getByRole('form', { name: 'Save this address' });
}

/** The total on the Place order button, as the provider's page must show it ("₦12,500"). */
export async function totalToPay(page: Page): Promise<string> {
  const label = (await placeOrderButton(page).textContent()) ?? '';
  return label.replace(/^Place order · /, '').trim();
}

/** Places the order by card and waits for the provider's page with that amount. */
export async function goToCardPayment(page: Page): Promise<string> {
  await page.getByRole('radio', { name: 'Card' }).check();
  const total = await totalToPay(page);
  await placeOrderButton(page).click();
  await expectHostedPage(page, total);
  return total;
}

export async function payByCard(page: Page, card: string): Promise<void> {
  await goToCardPayment(page);
  await payOnHostedPage(page, card);
}

/** Back on the site, on the result screen, which the server's check of the payment drives. */
export async function expectResult(page: Page, heading: string | RegExp): Promise<void> {
  await page.waitForURL(/\/store\/checkout\?.*reference=/);
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
}

/** The demo customer's active orders, as the API lists them. */
export async function demoOrders(): Promise<Order[]> {
  return customerCall<Order[]>(await demoToken(), 'GET', '/marketplace/orders/active');
}

/** As a signed-in customer, puts `product` in its store's cart and opens that cart's checkout. */
export async function checkoutDish(page: Page, { vendor, product }: StoreDish): Promise<void> {
  await openStore(page, vendor);
  await addToCart(page, product);
  const drawer = await openCartDrawer(page);
  await vendorSection(drawer, vendor.business_name)
    .section.getByRole('button', { name: 'Checkout' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

/** Pays from the wallet and waits for the confirmation; the placed order's reference. */
export async function placeByWallet(page: Page, vendorName: string): Promise<string> {
  await page.getByRole('radio', { name: 'Wallet' }).check();
  await expect(placeOrderButton(page)).toBeEnabled();
  await placeOrderButton(page).click();
  await expect(page.getByText(`Thank you! ${vendorName} has your order`)).toBeVisible();
  return confirmedOrderReference(page);
}

/** The placed order's reference, as the confirmation names it ("has your order JR-…"). */
export async function confirmedOrderReference(page: Page): Promise<string> {
  const text = (await page.getByText(/has your order/).textContent()) ?? '';
  const reference = /has your order (\S+)\./.exec(text)?.[1];
  if (!reference) throw new Error(`no order reference in "${text}"`);
  return reference;
}
