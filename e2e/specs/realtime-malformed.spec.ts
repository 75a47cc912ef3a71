/**
 * Issue 13, item 4: malformed realtime events (data that is not JSON, `order: null`, no order,
 * an order of the wrong shape, hostile text) never reach the open order-tracking drawer: the
 * shell drops and logs them, the drawer stays, and a good event after them still moves it.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { signInDemo } from '../support/demo-sign-in';
import { REALTIME_EVENTS } from '@jara/contracts/api-calls';
import type { Order } from '@jara/contracts/entities';
import { customerCall, demoToken } from '../support/customer-api';
import { openDetails, openOrders } from '../support/orders-flow';
import { publishRawRealtimeEvent } from '../support/realtime-raw-events';
import { setOrderStatus } from '../support/sandbox-control';

// Demo order JR-JOL006 is a pickup at Jollof Republic waiting to be collected.
const REFERENCE = 'JR-JOL006';
const HOSTILE = '<img src=x onerror="window.__realtimeXss=1">';

function subscribed(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).includes('pusher_internal:subscription_succeeded')) resolve();
      }),
    );
  });
}

test('malformed realtime events leave the open drawer as it was; a good one still moves it', async ({
  page,
}) => {
  const pageErrors: string[] = [];
  const dropped: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('[realtime] dropped')) {
      dropped.push(message.text());
    }
  });

  await signInDemo(page);
  const ready = subscribed(page);
  await page.goto('/stores');
  await ready;
  const token = await demoToken();
  const active = await customerCall<Order[]>(token, 'GET', '/marketplace/orders/active');
  const order = active.find((each) => each.reference === REFERENCE);
  if (!order) throw new Error(`${REFERENCE} is not among the demo customer's active orders`);

  await openOrders(page);
  const drawer = await openDetails(page, order.vendor.business_name, REFERENCE);
  const current = drawer.getByTestId('order-timeline').locator('[aria-current="step"]');
  await expect(current).toContainText('Ready');

  const malformed: unknown[] = [
    'this is not JSON {',
    null,
    { order: null },
    {},
    { order: { ...order, status: 'preparing', items: [null], status_history: [null] } },
    { order: { ...order, status: 'preparing', total: 'lots' } },
    { order: { ...order, status: HOSTILE, reference: HOSTILE } },
  ];
  for (const data of malformed) {
    await publishRawRealtimeEvent(token, REALTIME_EVENTS.orderStatus, data);
  }
  await expect.poll(() => dropped.length).toBe(malformed.length);

  await expect(drawer.getByRole('heading', { name: `Order ${REFERENCE}` })).toBeVisible();
  await expect(current).toContainText('Ready');
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(await page.evaluate(() => '__realtimeXss' in window)).toBe(false);
  expect(dropped.join('\n')).not.toContain(HOSTILE);

  await setOrderStatus(order.uuid, 'preparing');
  await expect(current).toContainText('Being prepared');
  expect(pageErrors).toEqual([]);
});
