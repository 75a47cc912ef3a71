import type { Currency } from '@jara/contracts/entities';

/**
 * What a referral earns, in each wallet currency: the referrer and the friend each get their own
 * country's amount once the friend's first order is paid (the same worth, as rewards are: 10:1).
 */
export const REFERRAL_REWARD: Record<Currency, number> = { NGN: 1500, KES: 150 };
