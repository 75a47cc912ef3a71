/**
 * Issue 13 item 10, chaos: the order drawer and the notification bell with their calls answered
 * 500 and garbage; each says so calmly in the drawer or panel and a retry recovers.
 *
 * Each call's faults (the history, an order, the notifications) are proved beside its widget,
 * through the real API client at the network
 * (`remotes/orders/src/widgets/<feature>/<widget>-faults.test.tsx`). The browser keeps one case, which
 * shows the wiring: the order history, in the drawer the header opens.
 */
import type { Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { checkLoadCase, loadCaseTitle, type LoadCase } from '../support/chaos-screen';
import { openOrders } from '../support/orders-flow';

const drawer = (page: Page) => page.getByRole('dialog', { name: 'Your orders' });

const HISTORY: LoadCase = {
  call: { key: 'GET /marketplace/orders/history' },
  path: '/stores',
  signedIn: true,
  open: async (page) => {
    await openOrders(page);
    await drawer(page).getByRole('tab', { name: 'History' }).click();
  },
  loaded: (page) => drawer(page).getByTestId('past-order').first(),
};

test(loadCaseTitle(HISTORY), ({ page }) => checkLoadCase(page, HISTORY));
