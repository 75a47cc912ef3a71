/**
 * @jest-environment jest-fixed-jsdom
 */
/**
 * The top-rated list's vendors call broken at the network, as e2e/specs/chaos-marketplace.spec.ts
 * breaks it (500 only there; every load fault here): a calm "could not load the stores" with Try
 * again (an answer of the wrong shape crashes the screen into the remote's fallback), and once
 * healed Try again shows the store cards.
 */
import { screen } from '@testing-library/react';
import { useParcelProps } from '@jara/parcel/parcel';
import { locationStore } from '@jara/state/location-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aVendor } from '@jara/testing/builders/vendor';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { aPage } from '../../testing/fixtures';
import {
  checkLoadFaults,
  collectToasts,
  FAULT_TEST_MS,
  faultOutcomes,
  LOAD_FAULTS,
  ParcelStandIn,
  quietCaughtCrashes,
} from '@jara/testing/load-faults';
import { TopRatedScreen } from './top-rated-screen';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
const toasts = collectToasts();
quietCaughtCrashes();
const props = makeParcelProps();

beforeEach(() => {
  jest.mocked(useParcelProps).mockReturnValue(props);
  props.onError.mockClear();
  locationStore.getState().resetLocation();
});

const vendorsCase = {
  api,
  key: 'GET /marketplace/vendors',
  render: () =>
    renderWithQuery(
      <ParcelStandIn onError={props.onError}>
        <TopRatedScreen title="Top rated" params={{}} />
      </ParcelStandIn>,
    ),
  heal: () => api.answer('GET /marketplace/vendors', aPage([aVendor()])),
  loaded: () => screen.findByTestId('vendor-card'),
  message: 'We could not load the stores.',
  // The page's `items` are read unchecked: a card is drawn from `undefined`.
  crashesOn: ['wrong-shape'],
  onError: props.onError,
  toasts,
} as const;

describe('GET /marketplace/vendors (top rated)', () => {
  it.each(faultOutcomes(vendorsCase))(
    'answered %s: %s; a retry still broken stays calm, and Try again after healing shows the stores',
    async (fault) => {
      await checkLoadFaults([fault, fault], vendorsCase);
    },
    FAULT_TEST_MS,
  );

  it(
    'answered 500, then not-json, then wrong-shape, each after Try again: calm each time, and healed, Try again shows the stores',
    async () => {
      await checkLoadFaults(LOAD_FAULTS, vendorsCase);
    },
    FAULT_TEST_MS,
  );

  it('asks for the best rated stores with enough ratings', async () => {
    vendorsCase.heal();
    vendorsCase.render();
    await vendorsCase.loaded();
    const query = new URL(api.sent('GET /marketplace/vendors')[0]!.url).searchParams;
    expect(query.get('sort')).toBe('rating');
    expect(query.get('min_ratings')).toBe('20');
  });
});
