/**
 * The order (spec section 3), the cart and the items they carry, written once as schemas: their
 * TypeScript types are inferred from these (`entities.ts`), the API client and the shell's
 * realtime relay check answers and payloads against them, and the sandbox's contract tests read
 * their fields from them, so no copy can drift from another.
 */
import { z } from 'zod/mini';
import { deliverySlotSchema } from './delivery-slot';
import { orderRiderSchema } from './rider-schema';
import { currencySchema as currency, id, nullableNumber, nullableText } from './schema-fields';
import { supportCaseSchema } from './support-case-schema';
import { vendorSchema } from './vendor-schema';

export const cartItemAddonSchema = z.object({
  uuid: id,
  addon_uuid: id,
  name: z.string(),
  price: z.number(),
  quantity: z.number(),
});

export const cartItemSchema = z.object({
  uuid: id,
  product_uuid: id,
  name: z.string(),
  image_url: z.string(),
  price: z.number(),
  quantity: z.number(),
  is_available: z.boolean(),
  addons: z.array(cartItemAddonSchema),
});

/** A vendor's cart, as every bundle reading the carts relies on it. */
export const cartSchema = z.object({
  uuid: id,
  vendor: id,
  vendor_name: z.string(),
  currency,
  items: z.array(cartItemSchema),
  main_items_count: z.number(),
  subtotal: z.number(),
  /** The vendor's minimum order, in the cart's currency (0: none): checkout refuses less. */
  minimum_order: z.number(),
});

/**
 * `awaiting_payment` (sandbox extension): an order paid by card or by someone else waits here
 * until the payment provider confirms the payment; it is in neither the active orders nor the
 * history, and it never moves on by itself.
 */
export const ORDER_STATUSES = [
  'awaiting_payment',
  'pending',
  'accepted',
  'preparing',
  'ready',
  'in_transit',
  'completed',
  'cancelled',
  'rejected',
] as const;

const orderStatus = z.enum(ORDER_STATUSES);

/** `pay_for_me`: someone else pays on the provider's page through a link the customer shares. */
export const PAYMENT_METHODS = ['wallet', 'card', 'pay_for_me'] as const;

/**
 * How the payer paid on the provider's page (sandbox extension): by card anywhere, by a bank
 * transfer to a one-time account or by USSD in Nigeria, by M-Pesa in Kenya.
 */
export const PROVIDER_METHODS = ['card', 'bank_transfer', 'ussd', 'mpesa'] as const;

/**
 * Where the rider goes at a delivery address, beyond its one line: what the customer saved with
 * it. Sent with the order and kept on it, so the order still says it when the address changes.
 */
export const dropOffSchema = z.object({
  street: nullableText,
  building: nullableText,
  landmark: nullableText,
  phone: nullableText,
  instructions: nullableText,
});

export const orderStatusChangeSchema = z.object({ status: orderStatus, at: z.string() });

/** Why a customer cancelled an order before the store accepted it. */
export const CANCEL_REASONS = [
  'changed_my_mind',
  'ordered_by_mistake',
  'wrong_address',
  'wrong_time',
  'other',
] as const;

/**
 * Money sent back for an order the store cancelled or could not take: to the wallet it came
 * from, or by the provider to the way that paid it (the card, the bank account, M-Pesa).
 */
export const orderRefundSchema = z.object({
  amount: z.number(),
  to: z.enum(['wallet', ...PROVIDER_METHODS]),
  at: z.string(),
});

export const orderSchema = z.object({
  uuid: id,
  reference: id,
  status: orderStatus,
  delivery_type: z.enum(['delivery', 'pickup']),
  /** The vendor fields the order screens show, checked as the store page checks them. */
  vendor: z.pick(vendorSchema, {
    uuid: true,
    slug: true,
    business_name: true,
    logo_url: true,
    address: true,
  }),
  /** The store's phone, for a question about the order (sandbox extension). */
  vendor_phone: z.string(),
  items: z.array(cartItemSchema),
  currency,
  subtotal: z.number(),
  delivery_fee: z.number(),
  service_fee: z.number(),
  discount_amount: z.number(),
  discount_code: nullableText,
  total: z.number(),
  payment_method: z.enum(PAYMENT_METHODS),
  /** How the provider's page was paid, once it was; null for the wallet and before payment. */
  paid_with: z.nullable(z.enum(PROVIDER_METHODS)),
  /** The delivery address, or the vendor's address for a pickup. */
  delivery_address: z.string(),
  /** The drop-off details sent with the order; null for a pickup or a place saved without them. */
  drop_off: z.nullable(dropOffSchema),
  /** The ETA quoted at checkout, in minutes from acceptance; null for a pickup. */
  delivery_time_min: nullableNumber,
  delivery_time_max: nullableNumber,
  /** The slot the order was placed for ahead of time; null for "as soon as possible". */
  scheduled_for: z.nullable(deliverySlotSchema),
  status_history: z.array(orderStatusChangeSchema),
  /** The refund of a cancelled or rejected paid order; null for any other order. */
  refund: z.nullable(orderRefundSchema),
  /** Why the customer cancelled it; null unless the customer did (a store's cancel has none). */
  cancel_reason: z.nullable(z.enum(CANCEL_REASONS)),
  /** The customer's rating of a completed order (1 to 5) and their comment, once rated. */
  rating: nullableNumber,
  rating_comment: nullableText,
  /** Who is bringing a delivery order and where they are, while it is out; null otherwise. */
  rider: z.nullable(orderRiderSchema),
  /** The problem the customer reported once it was delivered, and its outcome; null if none. */
  support_case: z.nullable(supportCaseSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
