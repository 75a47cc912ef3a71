/**
 * @jest-environment jest-fixed-jsdom
 */
/**
 * The marketplace home's homepage call broken at the network, as e2e/specs/chaos-marketplace.spec.ts
 * breaks it on /stores: the store types and rows say so calmly with Try again (the store list
 * below still loads), and once healed Try again shows the store types.
 */
import { MemoryRouter } from 'react-router-dom';
import { screen } from '@testing-library/react';
import { useParcelProps } from '@jara/parcel/parcel';
import { locationStore } from '@jara/state/location-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aVendor } from '@jara/testing/builders/vendor';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { aHomepage } from '@jara/testing/builders/homepage';
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
import { HomeScreen } from './home-screen';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
const toasts = collectToasts();
quietCaughtCrashes();
const props = makeParcelProps();

beforeEach(() => {
  jest.mocked(useParcelProps).mockReturnValue(props);
  props.onError.mockClear();
  locationStore.getState().resetLocation();
  api.answer('GET /marketplace/vendors', aPage([aVendor()]));
});

const homepageCase = {
  api,
  key: 'GET /marketplace/homepage',
  render: () =>
    renderWithQuery(
      <ParcelStandIn onError={props.onError}>
        <MemoryRouter>
          <HomeScreen title="Marketplace" params={{}} />
        </MemoryRouter>
      </ParcelStandIn>,
    ),
  heal: () =>
    api.answer('GET /marketplace/homepage', aHomepage({ offers: [aVendor({ uuid: 'v2' })] })),
  loaded: () => screen.findByRole('group', { name: 'Store type' }),
  message: 'We could not load the marketplace.',
  onError: props.onError,
  toasts,
} as const;

describe('GET /marketplace/homepage (/stores)', () => {
  it.each(faultOutcomes(homepageCase))(
    'answered %s: %s; a retry still broken stays calm, and Try again after healing shows the store types',
    async (fault) => {
      await checkLoadFaults([fault, fault], homepageCase);
    },
    FAULT_TEST_MS,
  );

  it(
    'answered 500, then not-json, then wrong-shape, each after Try again: calm each time, and healed, Try again shows the store types',
    async () => {
      await checkLoadFaults(LOAD_FAULTS, homepageCase);
    },
    FAULT_TEST_MS,
  );

  it('answered 500: the store list below still loads', async () => {
    api.break('GET /marketplace/homepage', '500');
    homepageCase.render();
    expect(await screen.findByText('We could not load the marketplace.')).toBeTruthy();
    expect(await screen.findByTestId('vendor-card')).toBeTruthy();
  });
});
