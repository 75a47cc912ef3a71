/**
 * Issue 37, items 2 and 3, beyond the home and search: with a place chosen, a business type's
 * page (the category view) lists the stores that deliver there first and marks the others, each
 * card's fee and time being the ones the store page then quotes for that place; the meals list
 * asks for the dishes of the stores that deliver there first, each under its store with what
 * delivery from it costs. NG at 390 px, KE at 1280 px.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { customerCall } from '../support/customer-api';
import { COUNTRIES, expectNoSideways, startIn } from '../support/listing-checks';

const PLACES = { NG: 'Lekki Phase 1', KE: 'Westlands' } as const;
const QUOTE = /Delivery ((?:₦|KSh )[\d,]+) · (\d+)–(\d+) min/;

async function choosePlace(page: Page, place: string) {
  await page.getByTestId('location-button').click();
  const picker = page.getByRole('dialog', { name: 'Where should we deliver?' });
  await picker.getByLabel(/^Search for your area/).fill(place);
  await picker.getByRole('button', { name: new RegExp(place) }).click();
  await expect(picker).toBeHidden();
}

/** Per card, whether it is marked as not delivering: the marked ones come last. */
async function markedInOrder(cards: Locator, notHere: string): Promise<boolean[]> {
  const marked = await cards.evaluateAll(
    (each, text) => each.map((card) => card.textContent?.includes(text) ?? false),
    notHere,
  );
  expect(marked).toEqual([...marked].sort((a, b) => Number(a) - Number(b)));
  return marked;
}

for (const { country, home, width } of COUNTRIES) {
  const place = PLACES[country];

  test(`${country}: the category view and meals put who delivers to ${place} first, at ${width} px`, async ({
    page,
  }) => {
    await startIn(page, country, home, width);
    await page.goto('/marketplace/category/restaurants');
    const stores = page.getByRole('region', { name: 'Stores' }).getByTestId('vendor-card');
    await expect(stores.first()).toContainText('Delivery from');

    await choosePlace(page, place);
    const notHere = `Doesn’t deliver to ${place}`;
    const quoted = stores.filter({ hasText: QUOTE });
    await expect(quoted.first()).toBeVisible();
    await expect(stores.filter({ hasText: 'Delivery from' })).toHaveCount(0);
    // Show every page, so the stores that do not deliver are listed too.
    const more = page.getByRole('button', { name: 'Show more stores' });
    while (await more.isVisible()) {
      const shown = await stores.count();
      await more.click();
      await expect(stores).not.toHaveCount(shown);
    }
    expect(await markedInOrder(stores, notHere)).toContain(true);
    await expect(stores.filter({ hasText: notHere }).filter({ hasText: QUOTE })).toHaveCount(0);
    await expectNoSideways(page);
    await expectNoSeriousA11yViolations(page);

    // The card's quote is the store page's, for the same place.
    const [, fee, min, max] = QUOTE.exec((await quoted.first().textContent()) ?? '')!;
    await quoted.first().getByRole('link').click();
    const panel = page.getByTestId('delivery-panel');
    await expect(panel).toContainText(`Delivery to ${place}: ${min}–${max} min`);
    await expect(panel).toContainText(`Fee ${fee}`);

    // Meals: the dishes are asked for the place, those of the stores that deliver there first.
    const asked = page.waitForRequest(
      (request) =>
        request.url().includes('/marketplace/search/products') &&
        request.url().includes('latitude='),
    );
    await page.goto('/stores/meals');
    const sent = new URL((await asked).url()).searchParams;
    const groups = page.getByRole('region', { name: /^From / });
    await expect(groups.first().getByTestId('dish-card').first()).toBeVisible();
    await expect(groups.first()).toContainText(/Delivery /);
    const slugs = await groups.evaluateAll((each) =>
      each.map((group) => group.querySelector('h3 a')?.getAttribute('href')?.split('/').pop()),
    );
    const point = `latitude=${sent.get('latitude')}&longitude=${sent.get('longitude')}`;
    const delivers: boolean[] = [];
    for (const slug of slugs) {
      const store = await customerCall<{ delivers_to_customer?: boolean }>(
        null,
        'GET',
        `/marketplace/vendors/${slug}?${point}`,
      );
      delivers.push(store.delivers_to_customer === true);
    }
    expect(delivers[0]).toBe(true);
    expect(delivers).toEqual([...delivers].sort((a, b) => Number(b) - Number(a)));
    await expectNoSideways(page);
    await expectNoSeriousA11yViolations(page);
  });
}
