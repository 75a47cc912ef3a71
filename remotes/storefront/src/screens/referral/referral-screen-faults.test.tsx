/**
 * @jest-environment jest-fixed-jsdom
 */
/**
 * The rewards screen when one of its four reads breaks at the network (the e2e chaos cases of
 * `GET /rewards_centre`, `/rewards_centre/history`, `/rewards_centre/redeem_history` and
 * `/referrals`), through the real API client. Each section fails on its own, a wrong shape too:
 * the others stay, and its own Try again brings it back once the call is healed.
 */
import { Component, type ReactNode } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { bus } from '@jara/bus';
import type { ToastKind } from '@jara/contracts/bus-events';
import { useParcelProps } from '@jara/parcel/parcel';
import { setUpApiDouble, type CallFault } from '@jara/testing/api-double';
import { RAW_TEXT } from '@jara/testing/raw-text';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import {
  aHistoryEntry,
  aRedeemedReward,
  aReferral,
  aRewardsCentre,
  signInFrom,
} from '../../testing/reward-fixtures';
import { ReferralScreen } from './referral-screen';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
// Several round trips on a two-core machine shared with another suite.
jest.setTimeout(15_000);
const FAULTS: CallFault[] = ['500', 'not-json', 'wrong-shape'];

/** The parcel's boundary as `createParcel` sets it: a crash renders nothing and goes to the shell. */
class ParcelBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  override componentDidCatch = (error: Error) => void crashes.push(error);
  override render = () => (this.state.failed ? null : this.props.children);
}

let crashes: Error[] = [];
let toasts: { kind: ToastKind; message: string }[] = [];
let stopListening = () => {};

const answerAll = () => {
  api.answer('GET /rewards_centre', aRewardsCentre());
  api.answer('GET /rewards_centre/history', [aHistoryEntry()]);
  api.answer('GET /rewards_centre/redeem_history', [aRedeemedReward()]);
  api.answer('GET /referrals', aReferral());
};

beforeEach(() => {
  jest.mocked(useParcelProps).mockReturnValue(makeParcelProps());
  signInFrom('NG');
  answerAll();
  crashes = [];
  toasts = [];
  stopListening = bus.on('toast:show', (toast) => void toasts.push(toast));
});
afterEach(() => stopListening());

const region = (name: string) => within(screen.getByRole('region', { name }));
const settled = (client: QueryClient) => waitFor(() => expect(client.isFetching()).toBe(0));

/** Every section as loaded: what the e2e case waits for, and the rest. */
async function expectEverySectionLoaded() {
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  expect(screen.getByTestId('reward-points').textContent).toBe('1,450 points');
  expect(region('Points history').getByText('Points for order JR-LGH002')).toBeTruthy();
  expect(region('Your redemptions').getByText('RWD-ADA-500')).toBeTruthy();
  expect(region('Invite friends').getByRole('button', { name: 'Copy code' })).toBeTruthy();
  expect(region('Redeem points for a discount').getAllByRole('button')).toHaveLength(3);
}

const CASES = [
  { key: 'GET /rewards_centre' as const, section: 'Your rewards', failure: 'your points' },
  {
    key: 'GET /rewards_centre/history' as const,
    section: 'Points history',
    failure: 'your points history',
  },
  {
    key: 'GET /rewards_centre/redeem_history' as const,
    section: 'Your redemptions',
    failure: 'your redemptions',
  },
  { key: 'GET /referrals' as const, section: 'Invite friends', failure: 'your referral code' },
];

describe.each(CASES)('$key', ({ key, section, failure }) => {
  it.each(FAULTS)(
    `answered %s: a calm error with Try again in “${section}” alone (again while broken), and Try again after healing shows it`,
    async (fault) => {
      api.break(key, fault);
      const { client } = renderWithQuery(
        <ParcelBoundary>
          <ReferralScreen title="Referral and rewards" params={{}} />
        </ParcelBoundary>,
      );

      const retry = async () => {
        const alert = await region(section).findByRole('alert');
        expect(alert.textContent).toMatch(new RegExp(`We could not load ${failure}`));
        expect(document.body.textContent).not.toMatch(RAW_TEXT);
        return within(alert).getByRole('button', { name: 'Try again' });
      };
      fireEvent.click(await retry());
      await settled(client);
      expect(api.sent(key)).toHaveLength(2);
      // The other sections stand; the discount options read the rewards centre too.
      const failing = screen.getAllByRole('alert').map((alert) => alert.textContent);
      if (key === 'GET /rewards_centre') {
        expect(failing).toEqual([
          expect.stringContaining('We could not load your points.'),
          expect.stringContaining('We could not load the discount options.'),
        ]);
      } else {
        expect(failing).toHaveLength(1);
      }
      expect(region('Redeem a gift card').getByRole('form')).toBeTruthy();

      answerAll();
      fireEvent.click(await retry());
      await expectEverySectionLoaded();
      // The reads are silent: each failure is its section's to show, not a toast.
      expect(toasts).toEqual([]);
      expect(crashes).toEqual([]);
    },
  );
});
