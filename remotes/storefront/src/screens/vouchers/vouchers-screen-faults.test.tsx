/**
 * @jest-environment jest-fixed-jsdom
 */
/**
 * A signed-in customer's exclusive vouchers broken at the network, as
 * e2e/specs/chaos-marketplace.spec.ts breaks them on the vouchers page: a calm "could not load
 * your vouchers" with Try again (an answer of the wrong shape crashes the screen into the
 * remote's fallback), and once healed Try again shows the voucher cards. The customer stays
 * signed in throughout.
 */
import { screen } from '@testing-library/react';
import { pathTo } from '@jara/contracts/site-paths';
import { useParcelProps } from '@jara/parcel/parcel';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from '@jara/testing/api-double';
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
} from '@jara/testing/load-faults';
import { aVoucher } from './voucher-fixtures';
import { VouchersScreen } from './vouchers-screen';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
const toasts = collectToasts();
quietCaughtCrashes();
const props = makeParcelProps();
const KEY = 'GET /marketplace/vouchers/get_exclusive_vouchers';

beforeEach(() => {
  jest.mocked(useParcelProps).mockReturnValue(props);
  props.onError.mockClear();
  sessionStore.getState().signIn('token', 7);
});

const vouchersCase = {
  api,
  key: KEY,
  render: () =>
    renderAtAddress(
      <ParcelStandIn onError={props.onError}>
        <VouchersScreen title="Vouchers" params={{}} />
      </ParcelStandIn>,
      ['/previous', pathTo('vouchers')],
    ),
  heal: () => api.answer(KEY, [aVoucher()]),
  loaded: () => screen.findByTestId('voucher-card'),
  message: 'We could not load your vouchers.',
  // The list is read unchecked: `.map` of an object.
  crashesOn: ['wrong-shape'],
  onError: props.onError,
  toasts,
} as const;

describe('GET /marketplace/vouchers/get_exclusive_vouchers (the vouchers page, signed in)', () => {
  it.each(faultOutcomes(vouchersCase))(
    'answered %s: %s; a retry still broken stays calm, and Try again after healing shows the vouchers',
    async (fault) => {
      await checkLoadFaults([fault, fault], vouchersCase);
      expect(sessionStore.getState()).toMatchObject({ token: 'token', customerId: 7 });
      expect(props.requestLogin).not.toHaveBeenCalled();
    },
    FAULT_TEST_MS,
  );

  it(
    'answered 500, then not-json, then wrong-shape, each after Try again: calm each time, and healed, Try again shows the vouchers',
    async () => {
      await checkLoadFaults(LOAD_FAULTS, vouchersCase);
      expect(api.sent(KEY)[0]!.headers.get('authorization')).toBe('Bearer token');
    },
    FAULT_TEST_MS,
  );
});
