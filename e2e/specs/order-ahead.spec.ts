/**
 * Issue 37, item 5: order ahead. At 03:00 in Lagos a closed store says when it opens and still
 * takes the dish; checkout offers only the store's slots (the earliest chosen), the order placed
 * from the wallet names its slot in the order's details, and the sandbox holds it back from the
 * kitchen until just before the slot. The browser's clock is set to the sandbox's instant, so
 * "today" means the same day to both; the clock moves on to midday afterwards, where the rest of
 * the suite expects open stores. axe on the store page and checkout at 390 and 1280 px.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { expectAccessibleAtBothWidths } from '../support/accessibility';
import { openCartDrawer, vendorSection } from '../support/cart-flow';
import { placeByWallet, startNewAddressInYaba } from '../support/checkout-flow';
import { topUpWallet } from '../support/hosted-payment';
import { openDetails } from '../support/orders-flow';
import { advanceSandboxClock, moveSandboxClockTo } from '../support/sandbox-control';
import { addToCart, openStore } from '../support/site-flows';
import { areaNamed, dishAgainstMinimum } from '../support/store-page-data';

test.afterAll(() => moveSandboxClockTo(11));

test('a closed store takes an order ahead for a slot it is open, and the kitchen gets it before the slot', async ({
  page,
  customer,
}) => {
  const now = await moveSandboxClockTo(2);
  await page.clock.setFixedTime(now);
  const yaba = await areaNamed('Yaba');
  const { vendor, product } = await dishAgainstMinimum(
    (price, minimum) => price >= minimum,
    (store) =>
      !store.is_open && store.working_hours.length > 0 && store.delivers_to_customer === true,
    yaba,
  );
  await topUpWallet(customer.token, 50_000);

  await page.setViewportSize({ width: 390, height: 844 });
  await openStore(page, vendor);
  await expect(page.getByTestId('closed-notice')).toContainText(
    /^Closed now · opens today at \d\d:\d\d/,
  );
  await expect(page.getByTestId('closed-notice')).toContainText('Order ahead');
  await addToCart(page, product);
  await expectAccessibleAtBothWidths(page, { endAt: 390 });

  const drawer = await openCartDrawer(page);
  await vendorSection(drawer, vendor.business_name)
    .section.getByRole('button', { name: 'Checkout' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const delivery = page.getByRole('region', { name: 'Delivery' });
  const form = await startNewAddressInYaba(page, delivery);
  await form.getByLabel(/^Name this address/).fill('Home');
  await form.getByLabel(/^Street and house number/).fill('12 Herbert Macaulay Way');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(delivery.getByRole('radio', { name: /^Home/ })).toBeChecked();

  const time = page.getByRole('region', { name: 'When' });
  await expect(time.getByTestId('order-ahead-note')).toHaveText(
    `${vendor.business_name} is closed now. Order ahead for a time it is open.`,
  );
  await expect(time.getByRole('radio', { name: 'As soon as possible' })).toHaveCount(0);
  const slot = time.getByRole('combobox', { name: 'Arrives' });
  await expect(slot.locator('option:checked')).toHaveText(/^Today, \d\d:\d\d–\d\d:\d\d$/);
  const chosen = (await slot.locator('option:checked').textContent()) ?? '';
  const startsAt = await slot.inputValue();
  await expectAccessibleAtBothWidths(page, { endAt: 390 });

  const reference = await placeByWallet(page, vendor.business_name);

  const orders = await openDetails(page, vendor.business_name, reference);
  const status = orders.getByRole('article').locator('[data-status]').first();
  await expect(status).toHaveText(`Waiting for the store · Scheduled: ${chosen}`);
  // An hour on, the order still waits for its slot; at the slot it has reached the kitchen.
  await advanceSandboxClock(3_600_000);
  await expect(status).toHaveText(`Waiting for the store · Scheduled: ${chosen}`);
  const { now: later } = await advanceSandboxClock(0);
  await advanceSandboxClock(Date.parse(startsAt) - Date.parse(later));
  await expect(status).not.toHaveText(/^Waiting for the store/);
});
