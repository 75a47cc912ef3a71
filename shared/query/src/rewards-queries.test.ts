import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import type { RedeemedReward, RewardsCentre } from '@jara/contracts/entities';
import { setUpApiDouble } from '@jara/testing/api-double';
import { collectToasts } from '@jara/testing/load-faults';
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
import { cancelledRequest } from './testing/sent-requests';
import { walletKeys } from './wallet-queries';

const api = setUpApiDouble();
const toasts = collectToasts();

const reward: RedeemedReward = {
  id: 9,
  kind: 'discount',
  code: 'RWD-1',
  value: 500,
  created_at: '',
};
const centre: RewardsCentre = {
  points: 1450,
  tier: 'Gold',
  points_to_next_tier: 550,
  discount_options: [{ points: 500, discount_code_value: 500 }],
};

const READS = [
  ['centre', rewardsCentreQuery, 'GET /rewards_centre', centre],
  ['history', rewardHistoryQuery, 'GET /rewards_centre/history', []],
  ['redemptions', redemptionsQuery, 'GET /rewards_centre/redeem_history', [reward]],
  [
    'referral',
    referralQuery,
    'GET /referrals',
    {
      code: 'ADA1',
      link: 'https://jara.test/r/ADA1',
      invited_count: 3,
      joined_count: 2,
      earnings: 1000,
      reward: 500,
      currency: 'NGN',
    },
  ],
] as const;

const fetchRead = (client: QueryClient, query: (typeof READS)[number][1]) =>
  client.fetchQuery(query() as ReturnType<typeof rewardsCentreQuery>);

describe('the rewards reads', () => {
  it.each(READS)('read the %s and hand back its answer', async (_name, query, key, data) => {
    api.answer(key, data as never);
    await expect(fetchRead(createQueryClient(), query)).resolves.toEqual(data);
    expect(api.sent(key)).toHaveLength(1);
  });

  it.each(READS)('read the %s silently: a refusal raises no toast', async (_name, query, key) => {
    api.refuse(key, 403, 'Not now.');
    await expect(fetchRead(createQueryClient(), query)).rejects.toThrow('Not now.');
    expect(toasts).toEqual([]);
  });

  it.each(READS)('cancelling the %s aborts its request', async (_name, query, key) => {
    const request = await cancelledRequest(api, key, createQueryClient(), (client) =>
      fetchRead(client, query),
    );
    expect(request.signal.aborted).toBe(true);
  });
});

function cachedEverywhere() {
  const client = createQueryClient();
  client.setQueryData(rewardsKeys.centre(), { points: 1450 });
  client.setQueryData(rewardsKeys.redemptions(), []);
  client.setQueryData(walletKeys.balance('NG'), { balance: 0 });
  const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
  return { client, stale };
}

describe('redeeming', () => {
  it('a discount marks every rewards read stale and leaves the wallet', async () => {
    api.answer('POST /rewards_centre/redeem_discount', reward);
    const { client, stale } = cachedEverywhere();
    await new MutationObserver(client, redeemDiscountMutation()).mutate(500);
    const [request] = api.sent('POST /rewards_centre/redeem_discount');
    expect(await request?.json()).toEqual({ points: 500 });
    expect(stale(rewardsKeys.centre())).toBe(true);
    expect(stale(rewardsKeys.redemptions())).toBe(true);
    expect(stale(walletKeys.balance('NG'))).toBe(false);
  });

  it('a gift card marks the rewards and the wallet stale', async () => {
    api.answer('POST /rewards_centre/redeem_giftcard/{code}', { ...reward, kind: 'giftcard' });
    const { client, stale } = cachedEverywhere();
    await new MutationObserver(client, redeemGiftcardMutation()).mutate('GIFT-NG-5000');
    const [request] = api.sent('POST /rewards_centre/redeem_giftcard/{code}');
    expect(request?.url).toMatch(/\/redeem_giftcard\/GIFT-NG-5000$/);
    expect(stale(rewardsKeys.redemptions())).toBe(true);
    expect(stale(walletKeys.balance('NG'))).toBe(true);
  });

  it('a refused redemption changes nothing cached', async () => {
    api.refuse('POST /rewards_centre/redeem_discount', 422, 'not enough points');
    const { client, stale } = cachedEverywhere();
    const observer = new MutationObserver(client, redeemDiscountMutation());
    await expect(observer.mutate(2000)).rejects.toThrow('not enough points');
    expect(stale(rewardsKeys.centre())).toBe(false);
  });
});
