/**
 * Issue 40: the marketplace and every store are prerendered from the sandbox's catalogue. Without
 * JavaScript a store page shows its name, its menu with prices and its opening hours, names its
 * canonical URL and describes itself in JSON-LD, and /stores shows its store cards; with
 * JavaScript the live app takes the store over without a shift; the sitemap lists every store of
 * both countries.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import type { Paginated } from '@jara/contracts/api-envelope';
import type { CountryCode } from '@jara/contracts/constants';
import type { Product, Vendor } from '@jara/contracts/entities';
import { pathTo } from '@jara/contracts/site-paths';
import { test } from '../support/e2e-test';
import { PUBLISHED_ORIGIN, STACK_URLS } from '../support/e2e-stack';
import { layoutShift, readHead, recordLayoutShifts } from '../support/prerendered-pages';

const STORE = { slug: 'mama-put-kitchen', name: 'Mama Put Kitchen' };
const storePath = (slug: string) => pathTo('store', { params: { name: slug } });

interface MenuData {
  '@type': string;
  name: string;
  hasMenu: { hasMenuSection: { hasMenuItem: { name: string; offers: object }[] }[] };
}

/** What the stack's own sandbox answers: the catalogue the pages were published from. */
async function read<T>(request: APIRequestContext, path: string, country: CountryCode = 'NG') {
  const response = await request.get(`${STACK_URLS.api}${path}`, {
    headers: { location: country },
  });
  expect(response.ok(), path).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function everyStore(request: APIRequestContext, country: CountryCode): Promise<Vendor[]> {
  const stores: Vendor[] = [];
  for (let page = 1; ; page += 1) {
    const list = await read<Paginated<Vendor>>(
      request,
      `/marketplace/vendors?page=${page}`,
      country,
    );
    stores.push(...list.items);
    if (list.page >= list.last_page) return stores;
  }
}

test('a store page and /stores are documents with their content, swapped in without a shift', async ({
  browser,
  page,
  request,
}) => {
  const path = storePath(STORE.slug);
  const [dish] = await read<Product[]>(request, `/marketplace/vendors/${STORE.slug}/products`);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const still = await context.newPage();
  await still.goto(path);
  const store = still.locator('#prerendered');
  await expect(store.getByRole('heading', { level: 1, name: STORE.name })).toBeVisible();
  await expect(
    store.getByTestId('product-card').filter({ hasText: dish!.name }).first(),
  ).toContainText(`₦${dish!.price.toLocaleString('en-US')}`);
  // The week's hours open without a script: they are a <details>.
  await store.getByText('Opening hours').click();
  await expect(store.getByRole('term').filter({ hasText: 'Monday' })).toBeVisible();
  expect((await readHead(still)).canonical).toBe(`${PUBLISHED_ORIGIN}${path}`);
  const data = JSON.parse(
    (await still.locator('script[type="application/ld+json"]').textContent()) ?? '',
  ) as MenuData;
  expect(data).toMatchObject({ '@type': 'Restaurant', name: STORE.name });
  const items = data.hasMenu.hasMenuSection.flatMap((section) => section.hasMenuItem);
  expect(items.find((item) => item.name === dish!.name)?.offers).toMatchObject({
    price: dish!.price,
    priceCurrency: 'NGN',
  });

  await still.goto(pathTo('stores'));
  const cards = still.locator('#prerendered').getByTestId('vendor-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(12);
  await context.close();

  await recordLayoutShifts(page);
  await page.goto(path);
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(
    page.locator('#root').getByRole('heading', { level: 1, name: STORE.name }),
  ).toBeVisible();
  expect(await layoutShift(page)).toBe(0);

  const sitemap = await (await request.get(`${PUBLISHED_ORIGIN}/sitemap.xml`)).text();
  const stores = [...(await everyStore(request, 'NG')), ...(await everyStore(request, 'KE'))];
  expect(stores.some((vendor) => vendor.currency === 'KES')).toBe(true);
  const unlisted = stores
    .map((vendor) => `${PUBLISHED_ORIGIN}${storePath(vendor.slug)}`)
    .filter((url) => !sitemap.includes(`<loc>${url}</loc>`));
  expect(unlisted).toEqual([]);
});
