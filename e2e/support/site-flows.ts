/** What a customer does on the site, as steps the specs share. */
import { expect, type Page } from '@playwright/test';
import type { Product, Vendor } from '@jara/contracts/entities';
import { DEMO_LOGIN, E2E_URLS } from './e2e-stack';
import { gotoLive } from './live-app';

/** A desktop Chrome user agent: posthog-js drops events from agents that say "Headless". */
export const PERSON_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/**
 * posthog-js also treats as a bot `navigator.webdriver` (true under automation) and a
 * "HeadlessChrome" brand in `navigator.userAgentData` (the headless shell names itself there).
 */
export async function lookLikeAPerson(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
    const described = Object.getOwnPropertyDescriptor(Navigator.prototype, 'userAgentData');
    if (!described?.get) return;
    const realData = described.get;
    Object.defineProperty(Navigator.prototype, 'userAgentData', {
      get(this: Navigator) {
        const data = realData.call(this) as { brands: { brand: string }[] } | undefined;
        if (!data) return data;
        const brands = data.brands.map((entry) =>
          entry.brand === 'HeadlessChrome' ? { ...entry, brand: 'Google Chrome' } : entry,
        );
        return new Proxy(data, {
          get: (target, key) => {
            if (key === 'brands') return brands;
            const value = Reflect.get(target, key) as unknown;
            return typeof value === 'function' ? value.bind(target) : value;
          },
        });
      },
    });
  });
}

export async function fillLoginModal(
  page: Page,
  login: { email: string; password: string } = DEMO_LOGIN,
) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Email/).fill(login.email);
  await dialog.getByLabel(/^Password/).fill(login.password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function signIn(page: Page, login = DEMO_LOGIN): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).click();
  await fillLoginModal(page, login);
  await expect(page.getByTestId('account-menu')).toBeVisible();
}

interface Envelope<T> {
  data: T;
}

async function api<T>(path: string, country: 'NG' | 'KE' = 'NG'): Promise<T> {
  const response = await fetch(`${E2E_URLS.api}${path}`, {
    headers: { location: country, accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return ((await response.json()) as Envelope<T>).data;
}

export interface SimpleProduct {
  vendor: Vendor;
  product: Product;
}

/**
 * A Nigerian vendor's available product without add-ons: one click adds it. The vendor is open
 * now, since a closed store takes nothing.
 */
export async function findSimpleProduct(): Promise<SimpleProduct> {
  const vendors = await api<{ items: Vendor[] }>('/marketplace/vendors?per_page=30');
  for (const vendor of vendors.items.filter((each) => each.is_open)) {
    const products = await api<Product[]>(`/marketplace/vendors/${vendor.slug}/products`);
    const product = products.find(
      (candidate) => candidate.is_available && candidate.addon_groups.length === 0,
    );
    if (product) return { vendor, product };
  }
  throw new Error('the sandbox seed has no simple product');
}

export async function openStore(page: Page, vendor: Vendor): Promise<void> {
  await gotoLive(page, `/stores/${vendor.slug}`);
  await expect(page.getByRole('heading', { name: vendor.business_name, level: 1 })).toBeVisible();
}

export async function addToCart(page: Page, product: Product): Promise<void> {
  await page.getByRole('button', { name: `Add ${product.name} to cart` }).click();
}

export function cartCount(page: Page) {
  return page.getByTestId('cart-count');
}

/** The header's count once the carts have been read (0 before that is not the count). */
export async function settledCartCount(page: Page): Promise<number> {
  await expect(page.getByTestId('cart-button')).not.toHaveAttribute('aria-busy', 'true');
  return Number(await cartCount(page).textContent());
}

/**
 * From the live home page through two shell pages (Food, Gifting) into the marketplace, a remote,
 * by the main navigation: the history the back and forward specs walk.
 */
export async function walkShellPagesIntoMarketplace(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Food' }).click();
  await expect(page).toHaveURL(/\/food$/);
  await nav.getByRole('link', { name: 'Gifting' }).click();
  await expect(page).toHaveURL(/\/gifting$/);
  await nav.getByRole('link', { name: 'Marketplace' }).click();
  await expect(page.getByRole('heading', { name: 'Marketplace', level: 1 })).toBeVisible();
}
