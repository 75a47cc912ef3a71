/**
 * Issue 39, item 3: a delivery order picked up by its rider shows who is coming with a call link,
 * and as the sandbox clock moves the rider's reported position comes over realtime: the distance
 * left shrinks and the arrival is the server's, on Lagos's clock.
 */
import { expect } from '@playwright/test';
import type { Order } from '@jara/contracts/entities';
import { test } from '../support/e2e-test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { customerCall } from '../support/customer-api';
import { openDetails, openOrders, placeWalletOrder } from '../support/orders-flow';
import { advanceSandboxClock } from '../support/sandbox-control';

const STORE_STEP_MS = 20_000;
const LAGOS_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Lagos',
  hour: '2-digit',
  minute: '2-digit',
});

/** "2.4 km away" or "900 m away", in km. */
const kmIn = (text: string) => {
  const [, figure = 'NaN', unit] = /([\d.]+) (km|m) away/.exec(text) ?? [];
  return Number(figure) / (unit === 'm' ? 1000 : 1);
};

test('a picked-up order shows its rider, a call link, and moves over realtime', async ({
  page,
  customer,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const placed = await placeWalletOrder(customer.token);
  const current = async () =>
    (await customerCall<Order>(customer.token, 'GET', `/orders/${placed.uuid}`)).rider!;
  // Accepted, prepared, ready, picked up: four store steps.
  await advanceSandboxClock(4 * STORE_STEP_MS);
  const rider = await current();

  await page.goto('/stores');
  await openOrders(page);
  const drawer = await openDetails(page, placed.vendor.business_name, placed.reference);
  const card = drawer.getByTestId('rider-card');
  await expect(card).toContainText(rider.name);
  await expect(card).toContainText(rider.vehicle);
  const call = card.getByRole('link', { name: new RegExp(`^Call ${rider.name.split(' ')[0]}`) });
  await expect(call).toHaveAttribute('href', `tel:${rider.phone}`);
  await expect(
    drawer.getByRole('link', { name: `Call ${placed.vendor.business_name}` }),
  ).toHaveAttribute('href', /^tel:\+234/);
  const distance = card.getByTestId('rider-distance');
  const before = kmIn((await distance.textContent()) ?? '');
  await expectNoSeriousA11yViolations(page);

  // Four minutes on: the rider has ridden at least 0.8 km (12 km/h on the slowest stretch).
  await advanceSandboxClock(4 * 60_000);
  await expect
    .poll(async () => kmIn((await distance.textContent()) ?? ''))
    .toBeLessThan(before - 0.7);
  await expect
    .poll(async () => {
      const arrival = `Arrives around ${LAGOS_TIME.format(new Date((await current()).eta))}`;
      return (await drawer.getByText(/Arrives around/).textContent())?.includes(arrival);
    })
    .toBe(true);
});
