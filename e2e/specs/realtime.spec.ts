/**
 * Issue 4, item 8: one socket owned by the shell, authorised at the broadcasting endpoint, that
 * relays the customer's order events to the orders remote, and reconnects by itself after the
 * server drops it.
 */
import { expect, type Page, type WebSocket } from '@playwright/test';
import { test } from '../support/e2e-test';
import { signInDemo } from '../support/demo-sign-in';
import { moveTime } from '../support/page-time';
import { restartRealtime, setOrderStatus } from '../support/sandbox-control';

// Demo order JR-JOL006 is a pickup waiting to be collected: active, not terminal.
const ORDER = 'JR-JOL006';

function subscribed(socket: WebSocket): Promise<unknown> {
  return socket.waitForEvent('framereceived', {
    predicate: (frame) => String(frame.payload).includes('pusher_internal:subscription_succeeded'),
    timeout: 30_000,
  });
}

/** The next socket the page opens that gets subscribed; attempts while the server is down fail. */
function nextSubscribedSocket(page: Page): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('no socket was subscribed within 30 s')),
      30_000,
    );
    page.on('websocket', (socket) => {
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).includes('pusher_internal:subscription_succeeded')) {
          clearTimeout(timer);
          resolve(socket);
        }
      });
    });
  });
}

async function openTracking(page: Page) {
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Orders' }).click();
  return page.getByRole('dialog', { name: 'Your orders' });
}

test('order events arrive over the one socket, also after the server drops it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.clock.install();
  await signInDemo(page);
  const first = nextSubscribedSocket(page);
  await page.goto('/stores');
  const socket = await first;
  // One socket for the page: after it subscribed, no second one is opened beside it.
  const others: WebSocket[] = [];
  page.on('websocket', (opened) => others.push(opened));

  const drawer = await openTracking(page);
  const order = drawer.getByTestId('active-order').filter({ hasText: ORDER });
  await expect(order).toContainText('Ready');

  await setOrderStatus(ORDER, 'in_transit');
  await expect(order).toContainText('On the way');
  expect(others).toEqual([]);
  expect(socket.isClosed()).toBe(false);

  let reconnected = false;
  const next = nextSubscribedSocket(page);
  next.then(
    () => (reconnected = true),
    () => undefined,
  );
  await restartRealtime(2000);
  // pusher-js waits between its attempts on the page's timers: move them rather than wait.
  await expect(async () => {
    await moveTime(page, 1000);
    expect(reconnected).toBe(true);
  }).toPass({ timeout: 30_000 });
  await next;
  await setOrderStatus(ORDER, 'preparing');
  await expect(order).toContainText('Being prepared');
});

test('the socket closes on logout', async ({ page }) => {
  await signInDemo(page);
  const socket = page.waitForEvent('websocket');
  await page.goto('/stores');
  const opened = await socket;
  await subscribed(opened);
  const closed = opened.waitForEvent('close');
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await closed;
});
