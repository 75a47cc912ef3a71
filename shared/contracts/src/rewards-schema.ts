/** What a customer earns besides their orders: points and what they redeem, referrals, vouchers. */
import { z } from 'zod/mini';
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

export const referralDetailsSchema = z.object({
  code: z.string(),
  link: z.string(),
  referred_count: z.number(),
  earnings: z.number(),
  currency: currencySchema,
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
