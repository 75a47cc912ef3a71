/**
 * Issue 13 item 10, chaos: what a customer changes (an address, a cart line, a favourite, a
 * rating, an order again, a pay-for-me link) sent while its call answers 500 and garbage; the
 * customer is told, what they typed or chose stays, and the same action succeeds once healed.
 *
 * Each change's faults are proved beside its screen or widget, through the real API client at
 * the network (`*-faults.test.tsx` in the storefront, checkout and orders remotes). The browser
 * keeps "order again", the change that crosses bundles: the orders drawer asks, the checkout's
 * cart drawer answers.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { cartDrawer } from '../support/cart-flow';
import { actionCaseTitle, checkActionCase, type ActionCase } from '../support/chaos-action';
import { openDetails, openHistory } from '../support/orders-flow';
import { cartCount } from '../support/site-flows';

const ordersDrawer = (page: Page) => page.getByRole('dialog', { name: 'Your orders' });

const ORDER_AGAIN: ActionCase = {
  title: 'POST marketplace/orders/repeat (order again)',
  call: { key: 'POST marketplace/orders/repeat' },
  signedIn: true,
  prepare: async (page) => {
    await page.goto('/stores');
    await openHistory(page);
    await openDetails(page, 'Lekki Grill House', 'JR-LGH002');
  },
  act: async (page) => ordersDrawer(page).getByRole('button', { name: 'Order again' }).click(),
  kept: async (page) => {
    await expect(ordersDrawer(page).getByRole('button', { name: 'Order again' })).toBeEnabled();
    await expect(cartCount(page)).toHaveText('2');
  },
  done: async (page) => expect(cartDrawer(page)).toContainText('Lekki Grill House'),
};

test(actionCaseTitle(ORDER_AGAIN), ({ page }) => checkActionCase(page, ORDER_AGAIN));
