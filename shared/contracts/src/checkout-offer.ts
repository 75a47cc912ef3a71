/**
 * The codes a customer could use on one cart, as checkout lists them (sandbox extension): the
 * country's exclusive vouchers and the customer's unused reward codes, each with whether it
 * applies to this cart and, when not, the server's reason in its own words.
 */
import { z } from 'zod/mini';

export const checkoutOfferSchema = z.object({
  code: z.string(),
  title: z.string(),
  kind: z.enum(['voucher', 'reward']),
  applies: z.boolean(),
  /** What it takes off this cart's subtotal when it applies; null when it does not. */
  discount_amount: z.nullable(z.number()),
  /** Why it does not apply ("... needs a subtotal ... of at least ₦10,000; yours is ₦8,850."). */
  reason: z.nullable(z.string()),
});

export const checkoutOffersSchema = z.array(checkoutOfferSchema);

export type CheckoutOffer = z.infer<typeof checkoutOfferSchema>;
