/**
 * Issue 39, item 6: the home pages quote what is sold, never a price written by hand (the Nigerian
 * home sold plans "from ₦45,000 a month" beside /subscription's Laundry Lite at ₦15,200). The
 * plans card quotes the cheapest plan /subscription shows; the food card quotes what the sandbox
 * sells and the delivery note the lowest fee a store of the country charges, in ₦ and in KSh.
 */
import { expect, type Page } from '@playwright/test';
import type { Paginated } from '@jara/contracts/api-envelope';
import type { CountryCode } from '@jara/contracts/constants';
import type { Vendor } from '@jara/contracts/entities';
import type { PricesFrom } from '@jara/contracts/prices-from';
import { pathTo } from '@jara/contracts/site-paths';
import { test } from '../support/e2e-test';
import { naira } from '../support/cart-flow';
import { E2E_URLS } from '../support/e2e-stack';
import { liveApp, waitForLiveApp } from '../support/live-app';

/** What the sandbox's public API answers a visitor of `country`. */
async function sold<T>(path: string, country: CountryCode): Promise<T> {
  const response = await fetch(`${E2E_URLS.api}${path}`, {
    headers: { location: country, accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** The lowest fee any store of the country charges to deliver, from the list of every store. */
async function lowestDeliveryFee(country: CountryCode): Promise<number> {
  const stores = await sold<Paginated<Vendor>>('/marketplace/vendors?per_page=100', country);
  expect(stores.items).toHaveLength(stores.total);
  return Math.min(...stores.items.map((store) => store.delivery_fee));
}

const amountOf = (price: string) => Number(price.replace(/[^\d]/g, ''));

/** The cheapest monthly price among the ready-made plans /subscription shows, as it shows it. */
async function cheapestPlanOnSale(page: Page): Promise<string> {
  await page.goto(pathTo('subscription'));
  await waitForLiveApp(page);
  const live = liveApp(page);
  const offers = live
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Choose / }) });
  await expect(offers.first()).toBeVisible();
  // A discount strikes the earlier price through: the price is the one before "a month".
  const prices = (await offers.allTextContents()).map(
    (text) => /(₦[\d,]+) a month/.exec(text)?.[1],
  );
  expect(prices).not.toContain(undefined);
  return (prices as string[]).sort((a, b) => amountOf(a) - amountOf(b))[0]!;
}

const deliveryNote = (page: Page) => liveApp(page).getByText(/^Delivery from /);

test('the home pages quote the plans, dishes and delivery on sale, in ₦ and KSh', async ({
  page,
}) => {
  const [quoted, fees, cheapestPlan] = await Promise.all([
    sold<PricesFrom>('/marketplace/prices_from?country_code=NG', 'NG'),
    Promise.all([lowestDeliveryFee('NG'), lowestDeliveryFee('KE')]),
    cheapestPlanOnSale(page),
  ]);
  const [nigeria, kenya] = fees;

  await page.goto(pathTo('home'));
  const services = liveApp(page).getByRole('region', { name: 'Everything your week needs' });
  // The prerendered page shows placeholders: these wait for the live prices.
  await expect(services.getByRole('link', { name: /^Laundry and cleaning plans/ })).toContainText(
    `from ${cheapestPlan} a month`,
  );
  await expect(services.getByRole('link', { name: /^Food delivery/ })).toContainText(
    `from ${naira(quoted.business_types.restaurants!)} a dish`,
  );
  await expect(deliveryNote(page)).toContainText(`Delivery from ${naira(nigeria)} ·`);

  await page.goto(pathTo('home', { country: 'KE' }));
  await expect(deliveryNote(page)).toContainText(
    `Delivery from KSh ${kenya.toLocaleString('en-US')} ·`,
  );
});
