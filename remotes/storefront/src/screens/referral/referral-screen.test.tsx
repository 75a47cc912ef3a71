import { screen } from '@testing-library/react';
import {
  getRedeemHistory,
  getReferralDetails,
  getRewardHistory,
  getRewardsCentre,
} from '@jara/api/rewards';
import { useParcelProps } from '@jara/parcel/parcel';
import type { ScreenProps } from '@jara/parcel/remote-routes';
import { sessionStore } from '@jara/state/session-store';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { ReferralScreen } from './referral-screen';
import {
  aHistoryEntry,
  aRedeemedReward,
  aReferral,
  aRewardsCentre,
  signInFrom,
} from './reward-fixtures';

jest.mock('@jara/api/rewards');
jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const props = makeParcelProps();
const screenProps = { title: 'Referral and rewards', params: {} } as unknown as ScreenProps;

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(useParcelProps).mockReturnValue(props);
  sessionStore.getState().clear();
  jest.mocked(getReferralDetails).mockResolvedValue(aReferral());
  jest.mocked(getRewardsCentre).mockResolvedValue(aRewardsCentre());
  jest.mocked(getRewardHistory).mockResolvedValue([aHistoryEntry()]);
  jest.mocked(getRedeemHistory).mockResolvedValue([aRedeemedReward()]);
});

describe('ReferralScreen', () => {
  it('asks a visitor to sign in and reads nothing', () => {
    renderWithQuery(<ReferralScreen {...screenProps} />);
    expect(props.requestLogin).toHaveBeenCalledWith(
      'customer',
      'Sign in to see your referral code and rewards',
    );
    expect(getRewardsCentre).not.toHaveBeenCalled();
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
    jest.mocked(getRewardsCentre).mockRejectedValue(new Error('down'));
    renderWithQuery(<ReferralScreen {...screenProps} />);
    expect(await screen.findByText('We could not load your points.')).toBeTruthy();
    expect(await screen.findByText('We could not load the discount options.')).toBeTruthy();
    expect(screen.getByText('ADA2024')).toBeTruthy();
    expect(screen.getByText('Points for order JR-LGH002')).toBeTruthy();
    expect(screen.getByText('RWD-ADA-500')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Redeem a gift card' })).toBeTruthy();
  });
});
