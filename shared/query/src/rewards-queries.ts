/**
 * Query keys and fetchers of the rewards centre and the customer's referral details. The API
 * module is imported when a fetch runs (see marketplace-queries.ts). The reads are silent: the
 * rewards screen shows each failure in its own section, with a retry.
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { CountryCode } from '@jara/contracts/constants';
import { walletKeys } from './wallet-queries';
import { PERSONAL } from './personal-queries';

export const rewardsKeys = {
  all: ['rewards'] as const,
  centre: () => [...rewardsKeys.all, 'centre'] as const,
  history: () => [...rewardsKeys.all, 'history'] as const,
  redemptions: () => [...rewardsKeys.all, 'redemptions'] as const,
  referral: () => [...rewardsKeys.all, 'referral'] as const,
  invite: (code: string, country: CountryCode) =>
    [...rewardsKeys.all, 'invite', code, country] as const,
};

const rewardsApi = () => import('@jara/api/rewards');

export function rewardsCentreQuery() {
  return queryOptions({
    meta: PERSONAL,
    queryKey: rewardsKeys.centre(),
    queryFn: async ({ signal }) => (await rewardsApi()).getRewardsCentre({ signal, silent: true }),
  });
}

export function rewardHistoryQuery() {
  return queryOptions({
    meta: PERSONAL,
    queryKey: rewardsKeys.history(),
    queryFn: async ({ signal }) => (await rewardsApi()).getRewardHistory({ signal, silent: true }),
  });
}

export function redemptionsQuery() {
  return queryOptions({
    meta: PERSONAL,
    queryKey: rewardsKeys.redemptions(),
    queryFn: async ({ signal }) => (await rewardsApi()).getRedeemHistory({ signal, silent: true }),
  });
}

export function referralQuery() {
  return queryOptions({
    meta: PERSONAL,
    queryKey: rewardsKeys.referral(),
    queryFn: async ({ signal }) =>
      (await rewardsApi()).getReferralDetails({ signal, silent: true }),
  });
}

/**
 * A referral link's invitation, for a visitor who may have no account: not personal, and silent
 * (the signup page says itself what an unknown code or a failed read means). Its amounts are the
 * country's in effect, so the country is in the key.
 */
export function referralInviteQuery(code: string, country: CountryCode) {
  return queryOptions({
    queryKey: rewardsKeys.invite(code, country),
    queryFn: async ({ signal }) =>
      (await rewardsApi()).getReferralInvite(code, { signal, silent: true }),
  });
}

/** Points become a discount code: the points, their history and the redemptions all change. */
export function redeemDiscountMutation() {
  return mutationOptions({
    mutationKey: [...rewardsKeys.all, 'redeem-discount'],
    mutationFn: async (points: number) => (await rewardsApi()).redeemDiscount(points),
    onSuccess: (_reward, _points, _context, { client }) =>
      client.invalidateQueries({ queryKey: rewardsKeys.all }),
  });
}

/** A gift card's value goes to the wallet, so the wallet's reads are stale too. */
export function redeemGiftcardMutation() {
  return mutationOptions({
    mutationKey: [...rewardsKeys.all, 'redeem-giftcard'],
    mutationFn: async (code: string) => (await rewardsApi()).redeemGiftcard(code),
    onSuccess: (_reward, _code, _context, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: rewardsKeys.all }),
        client.invalidateQueries({ queryKey: walletKeys.all }),
      ]),
  });
}
