/**
 * Issue 13 item 10, chaos: each call the marketplace screens load with answered 500 and answered
 * garbage (not JSON, JSON of the wrong shape); each screen says so calmly and a retry recovers.
 */
import type { Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import type { Curation } from '@jara/contracts/entities';
import { pathTo } from '@jara/contracts/site-paths';
import { checkLoadCase, loadCaseTitle, type LoadCase } from '../support/chaos-screen';
import { E2E_URLS } from '../support/e2e-stack';
import { CONTACT_PAGE, VOUCHERS_PAGE } from '../support/vouchers-flow';

const LEKKI = pathTo('location', { params: { name: 'lekki-phase-1' } });
const vendorCard = (page: Page) => page.getByTestId('vendor-card').first();

async function firstCurationPath(): Promise<string> {
  const response = await fetch(`${E2E_URLS.api}/marketplace/curations`, {
    headers: { location: 'NG', accept: 'application/json' },
  });
  const { data } = (await response.json()) as { data: Curation[] };
  return `/marketplace/curations/${data[0]!.uuid}`;
}

const LOAD_CASES: LoadCase[] = [
  {
    call: { key: 'GET /marketplace/homepage' },
    path: '/stores',
    loaded: (page) => page.getByRole('group', { name: 'Store type' }),
  },
  { call: { key: 'GET /marketplace/vendors' }, path: '/store', loaded: vendorCard },
  {
    call: { key: 'GET /marketplace/curations' },
    path: '/marketplace/curations',
    loaded: (page) => page.getByTestId('curation-card').first(),
  },
  {
    call: { key: 'GET /marketplace/curations/active/{uuid}/products' },
    path: firstCurationPath,
    loaded: (page) => page.getByRole('article').first(),
  },
  {
    call: { key: 'GET /marketplace/search/all' },
    path: '/marketplace/search?q=rice',
    loaded: (page) => page.getByTestId('dish-card').first(),
  },
  {
    call: { key: 'GET /marketplace/business_types' },
    path: '/marketplace/search',
    loaded: (page) => page.getByRole('link', { name: 'Rice dishes' }),
  },
  {
    call: { key: 'GET /marketplace/tags' },
    path: '/marketplace/search',
    loaded: (page) => page.getByRole('link', { name: 'Rice dishes' }),
    shapeChecked: true,
  },
  { call: { key: 'GET /location_areas' }, path: LEKKI, loaded: vendorCard },
  { call: { key: 'POST /marketplace/vendors/location_area' }, path: LEKKI, loaded: vendorCard },
  {
    call: { key: 'GET /marketplace/vouchers/get_exclusive_vouchers' },
    path: VOUCHERS_PAGE,
    signedIn: true,
    loaded: (page) => page.getByTestId('voucher-card').first(),
  },
  {
    call: { key: 'GET /support/channels' },
    path: CONTACT_PAGE,
    loaded: (page) => page.getByRole('link', { name: /Chat with us on WhatsApp/ }),
  },
  {
    title: 'GET /marketplace/vendors (top rated)',
    call: { key: 'GET /marketplace/vendors' },
    path: pathTo('top-rated'),
    loaded: vendorCard,
    faults: ['500'],
  },
];

for (const item of LOAD_CASES) {
  test(loadCaseTitle(item), ({ page }) => checkLoadCase(page, item));
}
