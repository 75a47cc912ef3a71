/**
 * Paying (sandbox extension: the payment provider stand-in, a hosted payment page as card
 * providers offer): where to pay, the server's check of a payment, the placed order, pay-for-me,
 * and what checkout says an order will cost.
 */
import { z } from 'zod/mini';
import { PROVIDER_METHODS, orderSchema } from './order-schema';
import { currencySchema, id, nullableText } from './schema-fields';

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'cancelled'] as const;

/** What a payment settles: an order, someone else's order (pay-for-me), a wallet top-up, or a plan. */
export const PAYMENT_PURPOSES = ['order', 'pay_for_me', 'wallet_funding', 'plan'] as const;

export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);

/** Where the customer pays: the provider's hosted page, which sends them back with `reference`. */
export const paymentRedirectSchema = z.object({ reference: id, authorization_url: z.string() });

/** The server's own check of a payment with the provider, made before anything is called paid. */
export const paymentVerificationSchema = z.object({
  reference: id,
  purpose: z.enum(PAYMENT_PURPOSES),
  status: paymentStatusSchema,
  amount: z.number(),
  currency: currencySchema,
  /** The provider's reason for a failed payment, e.g. "Insufficient funds". */
  failure_reason: nullableText,
  /** The way it was paid or refused (card, bank transfer, USSD, M-Pesa); null before an answer. */
  method: z.nullable(z.enum(PROVIDER_METHODS)),
  /** The order the payment is for, as it stands after the check. */
  order: z.nullable(orderSchema),
});

/** A placed order and, when it is paid by card, where to pay for it. */
export const placedOrderSchema = z.object({
  order: orderSchema,
  payment: z.nullable(paymentRedirectSchema),
});

/**
 * A pay-for-me request as its link shows it: to the payer (no account) the order without the
 * customer's address, and to the customer who made it also the order's uuid.
 */
export const payForMeRequestSchema = z.object({
  token: id,
  status: z.enum(['open', 'paid', 'expired']),
  expires_at: z.string(),
  customer_first_name: z.string(),
  /** Only when the customer who made the request asks. */
  order_uuid: nullableText,
  /** The latest payment tried through the link, so a payer back from the provider is told why it failed. */
  last_payment: z.nullable(
    z.pick(paymentVerificationSchema, { status: true, failure_reason: true }),
  ),
  order: z.pick(orderSchema, {
    reference: true,
    vendor: true,
    items: true,
    currency: true,
    subtotal: true,
    delivery_fee: true,
    service_fee: true,
    discount_amount: true,
    total: true,
    delivery_type: true,
  }),
});

export const paymentInfoSchema = z.object({
  subtotal: z.number(),
  delivery_fee: z.number(),
  service_fee: z.number(),
  discount_amount: z.number(),
  discount_code: nullableText,
  total: z.number(),
  currency: currencySchema,
});
