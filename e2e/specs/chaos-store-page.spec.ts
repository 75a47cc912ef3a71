/**
 * Issue 13 item 10, chaos: the store page's calls answered 500 and garbage; the page says so
 * calmly in the part that failed and a retry recovers.
 *
 * Each call's faults (the store, its categories, products and reviews) are proved beside the
 * screen, through the real API client at the network
 * (`remotes/storefront/src/screens/store/store-screen-faults.test.tsx`). The browser keeps one
 * case, which shows the wiring: the store itself, read by its slug.
 */
import type { Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { checkLoadCase, loadCaseTitle, type LoadCase } from '../support/chaos-screen';

const STORE: LoadCase = {
  call: { key: 'GET /marketplace/vendors/{slug}' },
  path: '/marketplace/stores/island-bukka',
  loaded: (page: Page) => page.getByRole('navigation', { name: 'Menu categories' }),
};

test(loadCaseTitle(STORE), ({ page }) => checkLoadCase(page, STORE));
