/**
 * @jest-environment jest-fixed-jsdom
 */
/**
 * The curations list broken at the network, as e2e/specs/chaos-marketplace.spec.ts breaks it on
 * /marketplace/curations: a calm "could not load the curations" with Try again (an answer of the
 * wrong shape crashes the screen into the remote's fallback), and once healed Try again shows the
 * curation cards.
 */
import { screen } from '@testing-library/react';
import { useParcelProps } from '@jara/parcel/parcel';
import { setUpApiDouble } from '@jara/testing/api-double';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { aCuration } from '../../testing/fixtures';
import {
  checkLoadFaults,
  collectToasts,
  FAULT_TEST_MS,
  faultOutcomes,
  LOAD_FAULTS,
  ParcelStandIn,
  quietCaughtCrashes,
} from '@jara/testing/load-faults';
import { CurationsScreen } from './curations-screen';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
const toasts = collectToasts();
quietCaughtCrashes();
const props = makeParcelProps();

beforeEach(() => {
  jest.mocked(useParcelProps).mockReturnValue(props);
  props.onError.mockClear();
});

const curationsCase = {
  api,
  key: 'GET /marketplace/curations',
  render: () =>
    renderWithQuery(
      <ParcelStandIn onError={props.onError}>
        <CurationsScreen title="Curations" params={{}} />
      </ParcelStandIn>,
    ),
  heal: () => api.answer('GET /marketplace/curations', [aCuration()]),
  loaded: () => screen.findByTestId('curation-card'),
  message: 'We could not load the curations.',
  // The list is read unchecked: `.map` of an object.
  crashesOn: ['wrong-shape'],
  onError: props.onError,
  toasts,
} as const;

describe('GET /marketplace/curations (/marketplace/curations)', () => {
  it.each(faultOutcomes(curationsCase))(
    'answered %s: %s; a retry still broken stays calm, and Try again after healing shows the curations',
    async (fault) => {
      await checkLoadFaults([fault, fault], curationsCase);
    },
    FAULT_TEST_MS,
  );

  it(
    'answered 500, then not-json, then wrong-shape, each after Try again: calm each time, and healed, Try again shows the curations',
    async () => {
      await checkLoadFaults(LOAD_FAULTS, curationsCase);
    },
    FAULT_TEST_MS,
  );
});
