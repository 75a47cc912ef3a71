/**
 * @jest-environment jest-fixed-jsdom
 */
/**
 * A location area's page with its two calls broken at the network, as
 * e2e/specs/chaos-marketplace.spec.ts breaks them on /marketplace/location/lekki-phase-1: the
 * country's areas (which name the page's area), then the stores that serve it. Each says so
 * calmly with Try again (an answer of the wrong shape crashes the screen into the remote's
 * fallback), and once healed Try again shows the area's store cards.
 */
import { screen } from '@testing-library/react';
import { useParcelProps } from '@jara/parcel/parcel';
import { locationStore } from '@jara/state/location-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { anArea } from '@jara/testing/builders/location';
import { aVendor } from '@jara/testing/builders/vendor';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
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
import { LocationScreen } from './location-screen';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
const toasts = collectToasts();
quietCaughtCrashes();
const props = makeParcelProps();
const LEKKI = anArea();

function serveArea() {
  api.answer('GET /location_areas', [LEKKI]);
  api.answer('POST /marketplace/vendors/location_area', [
    aVendor({ business_name: 'Lekki Grill House' }),
  ]);
}

beforeEach(() => {
  jest.mocked(useParcelProps).mockReturnValue(props);
  props.onError.mockClear();
  locationStore.getState().resetLocation();
  serveArea();
});

const areaCase = (key: CallKey, message: string) => ({
  api,
  key,
  render: () =>
    renderWithQuery(
      <ParcelStandIn onError={props.onError}>
        <LocationScreen title="Location" params={{ name: 'lekki-phase-1' }} />
      </ParcelStandIn>,
    ),
  heal: serveArea,
  loaded: () => screen.findByTestId('vendor-card'),
  message,
  // Both lists are read unchecked: `.find` and `.map` of an object.
  crashesOn: ['wrong-shape'] as const,
  onError: props.onError,
  toasts,
});

const areasCase = areaCase('GET /location_areas', 'We could not load the delivery areas.');
const storesCase = areaCase(
  'POST /marketplace/vendors/location_area',
  'We could not load the stores.',
);

describe('GET /location_areas (/marketplace/location/lekki-phase-1)', () => {
  it.each(faultOutcomes(areasCase))(
    "answered %s: %s; a retry still broken stays calm, and Try again after healing shows the area's stores",
    async (fault) => {
      await checkLoadFaults([fault, fault], areasCase);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
        'Food delivery in Lekki Phase 1',
      );
    },
    FAULT_TEST_MS,
  );

  it(
    "answered 500, then not-json, then wrong-shape, each after Try again: calm each time, and healed, Try again shows the area's stores",
    async () => {
      await checkLoadFaults(LOAD_FAULTS, areasCase);
    },
    FAULT_TEST_MS,
  );
});

describe('POST /marketplace/vendors/location_area (/marketplace/location/lekki-phase-1)', () => {
  it.each(faultOutcomes(storesCase))(
    "answered %s: %s; a retry still broken stays calm, and Try again after healing shows the area's stores",
    async (fault) => {
      await checkLoadFaults([fault, fault], storesCase);
      const asked = await api.sent('POST /marketplace/vendors/location_area')[0]!.json();
      expect(asked).toEqual({ location_area_id: 1 });
    },
    FAULT_TEST_MS,
  );

  it(
    "answered 500, then not-json, then wrong-shape, each after Try again: calm each time, and healed, Try again shows the area's stores",
    async () => {
      await checkLoadFaults(LOAD_FAULTS, storesCase);
    },
    FAULT_TEST_MS,
  );

  it(
    'answered 500: the area stays named above the calm error',
    async () => {
      api.break('POST /marketplace/vendors/location_area', '500');
      storesCase.render();
      expect(await screen.findByText('We could not load the stores.')).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
        'Food delivery in Lekki Phase 1',
      );
    },
    FAULT_TEST_MS,
  );
});
