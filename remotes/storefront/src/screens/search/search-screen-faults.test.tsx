/**
 * @jest-environment jest-fixed-jsdom
 */
/**
 * Search's calls broken at the network, as e2e/specs/chaos-marketplace.spec.ts breaks them: the
 * results of /marketplace/search?q=rice, and the tags /marketplace/search suggests (business
 * types, then each type's tags). Each says so calmly with Try again, and once healed Try again
 * shows what loaded: a dish card, or the "Rice dishes" tag.
 */
import { screen } from '@testing-library/react';
import { useParcelProps } from '@jara/parcel/parcel';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aProduct } from '@jara/testing/builders/product';
import { aVendor } from '@jara/testing/builders/vendor';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderAtAddress } from '../../testing/render-at-address';
import {
  checkLoadFaults,
  collectToasts,
  FAULT_TEST_MS,
  faultOutcomes,
  LOAD_FAULTS,
  ParcelStandIn,
  quietCaughtCrashes,
  type CallKey,
} from '@jara/testing/load-faults';
import { SearchScreen } from './search-screen';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
const toasts = collectToasts();
quietCaughtCrashes();
const props = makeParcelProps();
const RESTAURANTS = [{ id: 1, name: 'Restaurants', slug: 'restaurants' }];
const RICE_TAGS = [{ id: 1, name: 'Rice dishes', slug: 'rice-dishes', business_type_id: 1 }];

function serveAll() {
  api.answer('GET /marketplace/search/all', { vendors: [], products: [aProduct()] });
  api.answer('GET /marketplace/vendors/{slug}', aVendor());
  api.answer('GET /marketplace/business_types', RESTAURANTS);
  api.answer('GET /marketplace/tags', RICE_TAGS);
}

beforeEach(() => {
  jest.mocked(useParcelProps).mockReturnValue(props);
  props.onError.mockClear();
  serveAll();
});

const renderSearch = (url: string) =>
  renderAtAddress(
    <ParcelStandIn onError={props.onError}>
      <SearchScreen title="Search" params={{}} />
    </ParcelStandIn>,
    [url],
  );

const common = { api, heal: serveAll, onError: props.onError, toasts };

const resultsCase = {
  ...common,
  key: 'GET /marketplace/search/all',
  render: () => renderSearch('/marketplace/search?q=rice'),
  loaded: () => screen.findByTestId('dish-card'),
  message: 'We could not search right now.',
  // `vendors.length` of an answer without them.
  crashesOn: ['wrong-shape'],
} as const;

const tagsOf = (key: CallKey) => ({
  ...common,
  key,
  render: () => renderSearch('/marketplace/search'),
  loaded: () => screen.findByRole('link', { name: 'Rice dishes' }),
  message: 'We could not load the tags.',
});
// A wrong shape fails inside the tags' fetcher (`.map` of an object), so the query fails and
// the screen's own error shows: no crash, though the call checks no shape.
const businessTypesCase = tagsOf('GET /marketplace/business_types');
// The call checks its answer's shape: a wrong one is the client's plain error, never a crash.
const tagsCase = tagsOf('GET /marketplace/tags');

describe('GET /marketplace/search/all (/marketplace/search?q=rice)', () => {
  it.each(faultOutcomes(resultsCase))(
    'answered %s: %s; a retry still broken stays calm, and Try again after healing shows the dishes',
    async (fault) => {
      await checkLoadFaults([fault, fault], resultsCase);
      expect(new URL(api.sent(resultsCase.key)[0]!.url).searchParams.get('query')).toBe('rice');
    },
    FAULT_TEST_MS,
  );

  it(
    'answered 500, then not-json, then wrong-shape, each after Try again: calm each time, and healed, Try again shows the dishes',
    async () => {
      await checkLoadFaults(LOAD_FAULTS, resultsCase);
    },
    FAULT_TEST_MS,
  );
});

describe('GET /marketplace/business_types (/marketplace/search)', () => {
  it.each(faultOutcomes(businessTypesCase))(
    'answered %s: %s; a retry still broken stays calm, and Try again after healing shows the tags',
    async (fault) => {
      await checkLoadFaults([fault, fault], businessTypesCase);
    },
    FAULT_TEST_MS,
  );

  it(
    'answered 500, then not-json, then wrong-shape, each after Try again: calm each time, and healed, Try again shows the tags',
    async () => {
      await checkLoadFaults(LOAD_FAULTS, businessTypesCase);
    },
    FAULT_TEST_MS,
  );
});

describe('GET /marketplace/tags (/marketplace/search, shape-checked)', () => {
  it.each(faultOutcomes(tagsCase))(
    'answered %s: %s, never a crash; a retry still broken stays calm, and Try again after healing shows the tags',
    async (fault) => {
      await checkLoadFaults([fault, fault], tagsCase);
    },
    FAULT_TEST_MS,
  );

  it(
    'answered 500, then not-json, then wrong-shape, each after Try again: calm each time, and healed, Try again shows the tags',
    async () => {
      await checkLoadFaults(LOAD_FAULTS, tagsCase);
      // The shape check turns the wrong shape into the client's plain message.
      expect(toasts.map((toast) => toast.message)).toContain(
        "The server's answer could not be read. Please try again in a moment.",
      );
    },
    FAULT_TEST_MS,
  );
});
