/**
 * Query keys and fetchers of the rewards centre and the customer's referral details. The API
 * module is imported when a fetch runs (see marketplace-queries.ts).
 */
import { queryOptions } from '@tanstack/react-query';

export const rewardsKeys = {
  all: ['rewards'] as const,
  centre: () => [...rewardsKeys.all, 'centre'] as const,
  history: () => [...rewardsKeys.all, 'history'] as const,
  redemptions: () => [...rewardsKeys.all, 'redemptions'] as const,
  referral: () => [...rewardsKeys.all, 'referral'] as const,
};

const rewardsApi = () => import('@jara/api/rewards');

export function rewardsCentreQuery() {
  return queryOptions({
    queryKey: rewardsKeys.centre(),
    queryFn: async ({ signal }) => (await rewardsApi()).getRewardsCentre({ signal }),
  });
}
