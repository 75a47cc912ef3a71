/**
 * Issue 13 item 10, chaos: the store page's calls answered 500 and garbage; the page says so
 * calmly in the part that failed and a retry recovers.
 */
import type { Page } from '@playwright/test';
import { describeLoadCases } from '../support/chaos-screen';

const STORE = '/marketplace/stores/island-bukka';
const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu categories' });

describeLoadCases([
  { call: { key: 'GET /marketplace/vendors/{slug}' }, path: STORE, loaded: menu },
  { call: { key: 'GET /marketplace/vendors/{id}/categories' }, path: STORE, loaded: menu },
  { call: { key: 'GET /marketplace/vendors/{id}/products' }, path: STORE, loaded: menu },
  {
    call: { key: 'GET /marketplace/vendors/{id}/feedback' },
    path: STORE,
    loaded: (page) => page.getByRole('article', { name: /^Review by / }).first(),
  },
]);
