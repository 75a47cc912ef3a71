/**
 * Issue 37, items 2 and 3: with a place chosen, the marketplace home lists the stores that
 * deliver there first in every row and marks the others; each card's delivery fee and time are
 * the ones the store page then quotes for that place; before a place is chosen, cards say what
 * delivery starts from. "Open now" and the sort live in the URL, on the home and in search. NG at
 * 390 px, KE at 1280 px.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { COUNTRIES, expectNoSideways, startIn } from '../support/listing-checks';
import { gotoLive } from '../support/live-app';

const PLACES = { NG: 'Lekki Phase 1', KE: 'Westlands' } as const;
const QUOTE = /Delivery ((?:₦|KSh )[\d,]+) · (\d+)–(\d+) min/;

async function choosePlace(page: Page, place: string) {
  await page.getByTestId('location-button').click();
  const picker = page.getByRole('dialog', { name: 'Where should we deliver?' });
  await picker.getByLabel(/^Search for your area/).fill(place);
  await picker.getByRole('button', { name: new RegExp(place) }).click();
  await expect(picker).toBeHidden();
}

/** Per card of a row, whether it is marked as not delivering: the marked ones come last. */
async function expectDeliveringFirst(row: Locator, place: string) {
  const marked = await row
    .getByTestId('vendor-card')
    .evaluateAll((cards, text) => cards.map((card) => card.textContent?.includes(text)), place);
  expect(marked).toEqual([...marked].sort((a, b) => Number(a) - Number(b)));
}

for (const { country, home, width } of COUNTRIES) {
  const place = PLACES[country];

  test(`${country}: the marketplace puts who delivers to ${place} first, at the fee the store charges, at ${width} px`, async ({
    page,
  }) => {
    await startIn(page, country, home, width);
    await gotoLive(page, '/stores');
    const offers = page.getByRole('region', { name: 'Offers' });
    await expect(offers.getByTestId('vendor-card').first()).toContainText('Delivery from');

    await choosePlace(page, place);
    const notHere = `Doesn’t deliver to ${place}`;
    const quoted = offers.getByTestId('vendor-card').filter({ hasText: QUOTE });
    await expect(quoted.first()).toBeVisible();
    await expect(offers.getByTestId('vendor-card').first()).not.toContainText('Delivery from');
    for (const row of ['Offers', 'Hidden gems', 'All stores']) {
      await expectDeliveringFirst(page.getByRole('region', { name: row }), notHere);
    }
    await expectNoSideways(page);
    await expectNoSeriousA11yViolations(page);

    // The card's quote is the store page's, for the same place.
    const [, fee, min, max] = QUOTE.exec((await quoted.first().textContent()) ?? '')!;
    await quoted.first().getByRole('link').click();
    const panel = page.getByTestId('delivery-panel');
    await expect(panel).toContainText(`Delivery to ${place}: ${min}–${max} min`);
    await expect(panel).toContainText(`Fee ${fee}`);

    // Open now and the fastest delivery first, kept in the URL across a reload.
    await page.goBack();
    await page.getByRole('button', { name: 'Open now' }).click();
    await page.getByLabel('Sort by').selectOption('delivery_time');
    await expect(page).toHaveURL(/\/stores\?open=1&sort=delivery_time$/);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Open now' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const all = page.getByRole('region', { name: 'All stores' }).getByTestId('vendor-card');
    await expect(all.first()).toBeVisible();
    await expect(all.filter({ hasText: 'Closed' })).toHaveCount(0);
    const minutes = await all.evaluateAll((cards) =>
      cards
        .map((card) => /· (\d+)–\d+ min/.exec(card.textContent ?? '')?.[1])
        .filter((value) => value !== undefined)
        .map(Number),
    );
    expect(minutes.length).toBeGreaterThan(0);
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
    await expectNoSeriousA11yViolations(page);

    // Search places its stores the same way, with open now beside the text in the URL.
    await page.goto('/marketplace/search?q=a');
    const found = page.getByRole('region', { name: 'Stores' });
    await expect(found.getByTestId('vendor-card').first()).toBeVisible();
    await expectDeliveringFirst(found, notHere);
    await page.getByRole('button', { name: 'Open now' }).click();
    await expect(page).toHaveURL(/\/marketplace\/search\?q=a&open=1$/);
    await expect(found.getByTestId('vendor-card').first()).toBeVisible();
    await expect(found.getByTestId('vendor-card').filter({ hasText: 'Closed' })).toHaveCount(0);
  });
}
