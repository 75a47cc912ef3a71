/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen } from '@testing-library/react';
import { useParcelProps } from '@jara/parcel/parcel';
import type { ScreenProps } from '@jara/parcel/remote-routes';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { ReferralScreen } from './referral-screen';
import {
  aHistoryEntry,
  aRedeemedReward,
  aReferral,
  aRewardsCentre,
  signInFrom,
} from '../../testing/reward-fixtures';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
// Round trips through the real client on a two-core machine shared with another suite.
jest.setTimeout(15_000);
const props = makeParcelProps();
const screenProps = { title: 'Referral and rewards', params: {} } as unknown as ScreenProps;

beforeEach(() => {
  props.requestLogin.mockClear();
  jest.mocked(useParcelProps).mockReturnValue(props);
  sessionStore.getState().clear();
  api.answer('GET /referrals', aReferral());
  api.answer('GET /rewards_centre', aRewardsCentre());
  api.answer('GET /rewards_centre/history', [aHistoryEntry()]);
  api.answer('GET /rewards_centre/redeem_history', [aRedeemedReward()]);
});

describe('ReferralScreen', () => {
  it('asks a visitor to sign in and reads nothing', () => {
    const { client } = renderWithQuery(<ReferralScreen {...screenProps} />);
    expect(props.requestLogin).toHaveBeenCalledWith(
      'customer',
      'Sign in to see your referral code and rewards',
    );
    // Nothing on its way: a read counts as fetching at once, before its request leaves.
    expect(client.isFetching()).toBe(0);
    expect(api.sent('GET /rewards_centre')).toHaveLength(0);
  });

  it('lays out every section for a customer', async () => {
    signInFrom('NG');
    renderWithQuery(<ReferralScreen {...screenProps} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Referral and rewards' })).toBeTruthy();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'Invite friends',
      'Your rewards',
      'Redeem points for a discount',
      'Redeem a gift card',
      'Points history',
      'Your redemptions',
    ]);
    expect(await screen.findByText('ADA2024')).toBeTruthy();
  });

  it('keeps the other sections when one call fails', async () => {
    signInFrom('NG');
    api.break('GET /rewards_centre', '500');
    renderWithQuery(<ReferralScreen {...screenProps} />);
    expect(await screen.findByText('We could not load your points.')).toBeTruthy();
    expect(await screen.findByText('We could not load the discount options.')).toBeTruthy();
    expect(await screen.findByText('ADA2024')).toBeTruthy();
    expect(await screen.findByText('Points for order JR-LGH002')).toBeTruthy();
    expect(await screen.findByText('RWD-ADA-500')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Redeem a gift card' })).toBeTruthy();
  });
});
