import { MutationObserver } from '@tanstack/react-query';
import {
  getRedeemHistory,
  getReferralDetails,
  getRewardHistory,
  getRewardsCentre,
  redeemDiscount,
  redeemGiftcard,
} from '@jara/api/rewards';
import { createQueryClient } from './query-client';
import {
  redeemDiscountMutation,
  redeemGiftcardMutation,
  redemptionsQuery,
  referralQuery,
  rewardHistoryQuery,
  rewardsCentreQuery,
  rewardsKeys,
} from './rewards-queries';
import { walletKeys } from './wallet-queries';

jest.mock('@jara/api/rewards');

beforeEach(() => jest.resetAllMocks());

const reward = { id: 9, kind: 'discount' as const, code: 'RWD-1', value: 500, created_at: '' };

describe('the rewards reads', () => {
  it.each([
    ['centre', rewardsCentreQuery, getRewardsCentre],
    ['history', rewardHistoryQuery, getRewardHistory],
    ['redemptions', redemptionsQuery, getRedeemHistory],
    ['referral', referralQuery, getReferralDetails],
  ] as const)('fetch the %s silently, with the abort signal', async (_name, query, call) => {
    jest.mocked(call as jest.Mock).mockResolvedValue({ ok: true });
    const client = createQueryClient();
    const { queryKey, queryFn } = query() as ReturnType<typeof rewardsCentreQuery>;
    await expect(client.fetchQuery({ queryKey, queryFn })).resolves.toEqual({ ok: true });
    expect(call).toHaveBeenCalledWith({ signal: expect.any(AbortSignal), silent: true });
  });
});

function cachedEverywhere() {
  const client = createQueryClient();
  client.setQueryData(rewardsKeys.centre(), { points: 1450 });
  client.setQueryData(rewardsKeys.redemptions(), []);
  client.setQueryData(walletKeys.balance(), { balance: 0 });
  const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
  return { client, stale };
}

describe('redeeming', () => {
  it('a discount marks every rewards read stale and leaves the wallet', async () => {
    jest.mocked(redeemDiscount).mockResolvedValue(reward);
    const { client, stale } = cachedEverywhere();
    await new MutationObserver(client, redeemDiscountMutation()).mutate(500);
    expect(redeemDiscount).toHaveBeenCalledWith(500);
    expect(stale(rewardsKeys.centre())).toBe(true);
    expect(stale(rewardsKeys.redemptions())).toBe(true);
    expect(stale(walletKeys.balance())).toBe(false);
  });

  it('a gift card marks the rewards and the wallet stale', async () => {
    jest.mocked(redeemGiftcard).mockResolvedValue({ ...reward, kind: 'giftcard' });
    const { client, stale } = cachedEverywhere();
    await new MutationObserver(client, redeemGiftcardMutation()).mutate('GIFT-NG-5000');
    expect(redeemGiftcard).toHaveBeenCalledWith('GIFT-NG-5000');
    expect(stale(rewardsKeys.redemptions())).toBe(true);
    expect(stale(walletKeys.balance())).toBe(true);
  });

  it('a refused redemption changes nothing cached', async () => {
    jest.mocked(redeemDiscount).mockRejectedValue(new Error('not enough points'));
    const { client, stale } = cachedEverywhere();
    const observer = new MutationObserver(client, redeemDiscountMutation());
    await expect(observer.mutate(2000)).rejects.toThrow('not enough points');
    expect(stale(rewardsKeys.centre())).toBe(false);
  });
});
