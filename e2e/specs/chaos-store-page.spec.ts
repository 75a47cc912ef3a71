/**
 * Issue 13 item 10, chaos: the store page's calls answered 500 and garbage; the page says so
 * calmly in the part that failed and a retry recovers.
 */
import type { Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { checkLoadCase, loadCaseTitle, type LoadCase } from '../support/chaos-screen';

const STORE = '/marketplace/stores/island-bukka';
const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu categories' });

const LOAD_CASES: LoadCase[] = [
  { call: { key: 'GET /marketplace/vendors/{slug}' }, path: STORE, loaded: menu },
  { call: { key: 'GET /marketplace/vendors/{id}/categories' }, path: STORE, loaded: menu },
  { call: { key: 'GET /marketplace/vendors/{id}/products' }, path: STORE, loaded: menu },
  {
    call: { key: 'GET /marketplace/vendors/{id}/feedback' },
    path: STORE,
    loaded: (page) => page.getByRole('article', { name: /^Review by / }).first(),
  },
];

for (const item of LOAD_CASES) {
  test(loadCaseTitle(item), ({ page }) => checkLoadCase(page, item));
}
