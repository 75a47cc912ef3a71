/**
 * @jest-environment jest-fixed-jsdom
 */
/**
 * A store page's four reads broken at the network, as e2e/specs/chaos-store-page.spec.ts breaks
 * them on /marketplace/stores/island-bukka: the vendor, its categories and its products (one
 * query: "could not load this store"), and its reviews (only the reviews say so). Each is calm
 * with Try again, and once healed Try again shows the menu's category index, or the reviews.
 */
import { screen } from '@testing-library/react';
import type { VendorFeedback } from '@jara/contracts/entities';
import { useParcelProps } from '@jara/parcel/parcel';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aProduct } from '@jara/testing/builders/product';
import { aVendor } from '@jara/testing/builders/vendor';
import { RAW_TEXT } from '@jara/testing/raw-text';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { aCategory, aPage } from '../../testing/fixtures';
import { StoreScreen } from './store-screen';
import {
  checkLoadFaults,
  collectToasts,
  FAULT_TEST_MS,
  faultOutcomes,
  LOAD_FAULTS,
  ParcelStandIn,
  quietCaughtCrashes,
  type CallKey,
  type LoadFaultCase,
} from '@jara/testing/load-faults';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
const toasts = collectToasts();
quietCaughtCrashes();
const props = makeParcelProps();
const REVIEW: VendorFeedback = {
  id: 1,
  rating: 5,
  comment: 'Best ofada in Lagos.',
  customer_name: 'Tolu',
  created_at: '2025-01-05T10:00:00Z',
};

/** A store whose menu has two categories, so the page draws its category index. */
function serveStore() {
  api.answer(
    'GET /marketplace/vendors/{slug}',
    aVendor({ working_hours: [], business_name: 'Mama Put' }),
  );
  api.answer('GET /marketplace/vendors/{id}/categories', [
    aCategory(),
    aCategory({ id: 11, name: 'Drinks' }),
  ]);
  api.answer('GET /marketplace/vendors/{id}/products', [
    aProduct(),
    aProduct({ uuid: 'p2', name: 'Zobo', category_id: 11 }),
  ]);
  api.answer('GET /marketplace/vendors/{id}/feedback', aPage([REVIEW]));
}

beforeEach(() => {
  jest.mocked(useParcelProps).mockReturnValue(props);
  props.onError.mockClear();
  sessionStore.getState().clear();
  api.answer('POST /marketplace/store_views', null);
  serveStore();
});

const storeCase = (key: CallKey, overrides: Partial<LoadFaultCase> = {}): LoadFaultCase => ({
  api,
  key,
  render: () =>
    renderWithQuery(
      <ParcelStandIn onError={props.onError}>
        <StoreScreen title="Store" params={{ name: 'island-bukka' }} />
      </ParcelStandIn>,
    ),
  heal: serveStore,
  loaded: () => screen.findByRole('navigation', { name: 'Menu categories' }),
  message: 'We could not load this store.',
  onError: props.onError,
  toasts,
  ...overrides,
});

// The vendor, its categories and its products are checked against the contract's schemas: an
// answer of the wrong shape is unreadable, the page's query fails into the screen's own error
// (no crash), and no categories are asked for a vendor that could not be read.
const vendorCase = storeCase('GET /marketplace/vendors/{slug}');
const categoriesCase = storeCase('GET /marketplace/vendors/{id}/categories');
const productsCase = storeCase('GET /marketplace/vendors/{id}/products');
// Only the reviews fail; a page of the wrong shape draws a review from `undefined`, which takes
// the whole store page down to the remote's fallback.
const feedbackCase = storeCase('GET /marketplace/vendors/{id}/feedback', {
  loaded: () => screen.findByRole('article', { name: /^Review by / }),
  message: 'We could not load the reviews.',
  crashesOn: ['wrong-shape'],
});

describe.each([
  ['GET /marketplace/vendors/{slug}', vendorCase, 'the menu'],
  ['GET /marketplace/vendors/{id}/categories', categoriesCase, 'the menu'],
  ['GET /marketplace/vendors/{id}/products', productsCase, 'the menu'],
  ['GET /marketplace/vendors/{id}/feedback', feedbackCase, 'the reviews'],
] as const)('%s (a store page)', (_key, item, shown) => {
  it.each(faultOutcomes(item))(
    `answered %s: %s; a retry still broken stays calm, and Try again after healing shows ${shown}`,
    async (fault) => {
      await checkLoadFaults([fault, fault], item);
    },
    FAULT_TEST_MS,
  );

  it(
    `answered 500, then not-json, then wrong-shape, each after Try again: calm each time, and healed, Try again shows ${shown}`,
    async () => {
      await checkLoadFaults(LOAD_FAULTS, item);
    },
    FAULT_TEST_MS,
  );
});

describe('the store page when only its reviews fail', () => {
  it(
    'answered 500: the store and its menu stay, and only the reviews say they could not load',
    async () => {
      api.break('GET /marketplace/vendors/{id}/feedback', '500');
      feedbackCase.render();
      expect(await screen.findByText('We could not load the reviews.')).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1, name: 'Mama Put' })).toBeTruthy();
      expect(screen.getByRole('navigation', { name: 'Menu categories' })).toBeTruthy();
    },
    FAULT_TEST_MS,
  );
});

describe('a vendor of the wrong shape', () => {
  it(
    'is never asked about by a made-up id: the calm error, and no categories or products call',
    async () => {
      api.break('GET /marketplace/vendors/{slug}', 'wrong-shape');
      vendorCase.render();
      expect(await screen.findByText('We could not load this store.')).toBeTruthy();
      expect(api.sent('GET /marketplace/vendors/{id}/categories')).toHaveLength(0);
      expect(api.sent('GET /marketplace/vendors/{id}/products')).toHaveLength(0);
      for (const toast of toasts) expect(toast.message).not.toMatch(RAW_TEXT);
    },
    FAULT_TEST_MS,
  );
});
