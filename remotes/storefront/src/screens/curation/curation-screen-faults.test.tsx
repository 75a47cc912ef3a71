/**
 * @jest-environment jest-fixed-jsdom
 */
/**
 * One curation's products broken at the network, as e2e/specs/chaos-marketplace.spec.ts breaks
 * them on a curation's page: a calm "could not load this curation" with Try again (an answer of
 * the wrong shape crashes the screen into the remote's fallback), and once healed Try again shows
 * the curation's dishes.
 */
import { screen } from '@testing-library/react';
import { useParcelProps } from '@jara/parcel/parcel';
import { setUpApiDouble } from '@jara/testing/api-double';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { aCuration, aCurationProduct } from '../../testing/fixtures';
import {
  checkLoadFaults,
  collectToasts,
  FAULT_TEST_MS,
  faultOutcomes,
  LOAD_FAULTS,
  ParcelStandIn,
  quietCaughtCrashes,
} from '@jara/testing/load-faults';
import { CurationScreen } from './curation-screen';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
const toasts = collectToasts();
quietCaughtCrashes();
const props = makeParcelProps();
const KEY = 'GET /marketplace/curations/active/{uuid}/products';

beforeEach(() => {
  jest.mocked(useParcelProps).mockReturnValue(props);
  props.onError.mockClear();
  api.answer('GET /marketplace/curations', [aCuration()]);
});

const productsCase = {
  api,
  key: KEY,
  render: () =>
    renderWithQuery(
      <ParcelStandIn onError={props.onError}>
        <CurationScreen title="Curation" params={{ id: 'curation-1' }} />
      </ParcelStandIn>,
    ),
  heal: () => api.answer(KEY, [aCurationProduct()]),
  loaded: () => screen.findByRole('article', { name: /Jollof rice/ }),
  message: 'We could not load this curation.',
  // The products are read unchecked: `.map` of an object.
  crashesOn: ['wrong-shape'],
  onError: props.onError,
  toasts,
} as const;

describe('GET /marketplace/curations/active/{uuid}/products (a curation page)', () => {
  it.each(faultOutcomes(productsCase))(
    'answered %s: %s; a retry still broken stays calm, and Try again after healing shows the dishes',
    async (fault) => {
      await checkLoadFaults([fault, fault], productsCase);
      expect(screen.getByRole('heading', { level: 1, name: 'Weekend jollof feast' })).toBeTruthy();
    },
    FAULT_TEST_MS,
  );

  it(
    'answered 500, then not-json, then wrong-shape, each after Try again: calm each time, and healed, Try again shows the dishes',
    async () => {
      await checkLoadFaults(LOAD_FAULTS, productsCase);
      expect(new URL(api.sent(KEY)[0]!.url).pathname).toBe(
        '/api/marketplace/curations/active/curation-1/products',
      );
    },
    FAULT_TEST_MS,
  );
});
