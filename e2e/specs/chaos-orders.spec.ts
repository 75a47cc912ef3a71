/**
 * Issue 13 item 10, chaos: the order drawer and the notification bell with their calls answered
 * 500 and garbage; each says so calmly in the drawer or panel and a retry recovers.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { checkLoadCase, loadCaseTitle, type LoadCase } from '../support/chaos-screen';
import { bell, bellPanel } from '../support/notifications-flow';
import { openOrders } from '../support/orders-flow';

const drawer = (page: Page) => page.getByRole('dialog', { name: 'Your orders' });

async function openHistoryTab(page: Page): Promise<void> {
  await openOrders(page);
  await drawer(page).getByRole('tab', { name: 'History' }).click();
}

const LOAD_CASES: LoadCase[] = [
  {
    call: { key: 'GET /marketplace/orders/history' },
    path: '/stores',
    signedIn: true,
    open: openHistoryTab,
    loaded: (page) => drawer(page).getByTestId('past-order').first(),
  },
  {
    call: { key: 'GET /marketplace/orders/{id}', param: '[^/?]*\\d[^/?]*' },
    path: '/stores',
    signedIn: true,
    open: async (page) => {
      await openHistoryTab(page);
      await expect(drawer(page).getByTestId('past-order').first()).toBeVisible();
      await drawer(page)
        .getByRole('listitem')
        .filter({ hasText: 'Mama Put Kitchen' })
        .first()
        .getByRole('button', { name: 'Mama Put Kitchen' })
        .click();
    },
    loaded: (page) => drawer(page).getByTestId('order-timeline'),
    shapeChecked: true,
  },
  {
    call: { key: 'GET account/notifications' },
    path: '/stores',
    signedIn: true,
    open: async (page) => bell(page).click(),
    loaded: (page) => bellPanel(page).getByRole('listitem').first(),
  },
];

for (const item of LOAD_CASES) {
  test(loadCaseTitle(item), ({ page }) => checkLoadCase(page, item));
}
