/** What a customer earns besides their orders: points and what they redeem, referrals, vouchers. */
import { z } from 'zod/mini';
import { COUNTRY_CODES } from './constants';
import { currencySchema } from './schema-fields';

export const rewardsCentreSchema = z.object({
  points: z.number(),
  tier: z.string(),
  points_to_next_tier: z.number(),
  discount_options: z.array(z.object({ points: z.number(), discount_code_value: z.number() })),
});

export const rewardHistoryEntrySchema = z.object({
  id: z.number(),
  points: z.number(),
  description: z.string(),
  created_at: z.string(),
});

export const redeemedRewardSchema = z.object({
  id: z.number(),
  kind: z.enum(['discount', 'giftcard']),
  code: z.string(),
  value: z.number(),
  created_at: z.string(),
});

/** A referral code as the sandbox writes them ("ADA-JARA-7K2"), in any case: nothing else is one. */
export const REFERRAL_CODE = /^[A-Z0-9]{1,12}(?:-[A-Z0-9]{1,12}){0,3}$/i;

/** The referrer's figures: amounts in `currency`, their wallet's. */
export const referralDetailsSchema = z.object({
  code: z.string(),
  link: z.string(),
  /** Friends who created an account with the link. */
  invited_count: z.number(),
  /** Of those, the friends whose first order is paid: each earned the referrer `reward`. */
  joined_count: z.number(),
  earnings: z.number(),
  /** What the next friend's first order earns the referrer. */
  reward: z.number(),
  currency: currencySchema,
});

/** What a referral link promises the visitor who opens it, before they have an account. */
export const referralInviteSchema = z.object({
  code: z.string(),
  /** The referrer's first name only: the link is public. */
  referrer_name: z.string(),
  /** The visitor's reward, in their own country's currency. */
  reward: z.number(),
  currency: currencySchema,
  /** The referrer's reward, in the currency of their own country. */
  referrer_reward: z.number(),
  referrer_country: z.enum(COUNTRY_CODES),
});

export const voucherSchema = z.object({
  id: z.number(),
  code: z.string(),
  title: z.string(),
  description: z.string(),
  discount_type: z.enum(['percent', 'fixed']),
  value: z.number(),
  minimum_order: z.number(),
  currency: currencySchema,
  expires_at: z.string(),
});
