/**
 * The shape every realtime payload must have before the shell relays it: the socket is outside
 * the app, and a widget must never have to guess what it was handed. Each schema is typed by the
 * contract it checks, so the two cannot drift apart.
 */
import { z } from 'zod/mini';
import type { RealtimeEventName, RealtimePayload } from '@jara/contracts/realtime-events';
import { REALTIME_EVENTS } from '@jara/contracts/api-calls';
import {
  ORDER_STATUSES,
  type AppNotification,
  type CartItem,
  type Order,
} from '@jara/contracts/entities';

const id = z.string().check(z.minLength(1));
const nullableText = z.nullable(z.string());
const nullableNumber = z.nullable(z.number());

const cartItem: z.ZodMiniType<CartItem> = z.object({
  uuid: id,
  product_uuid: id,
  name: z.string(),
  image_url: z.string(),
  price: z.number(),
  quantity: z.number(),
  is_available: z.boolean(),
  addons: z.array(
    z.object({
      uuid: id,
      addon_uuid: id,
      name: z.string(),
      price: z.number(),
      quantity: z.number(),
    }),
  ),
});

const status = z.enum(ORDER_STATUSES);

const order: z.ZodMiniType<Order> = z.object({
  uuid: id,
  reference: id,
  status,
  delivery_type: z.enum(['delivery', 'pickup']),
  vendor: z.object({
    uuid: id,
    slug: z.string(),
    business_name: z.string(),
    logo_url: z.string(),
    address: z.string(),
  }),
  items: z.array(cartItem),
  currency: z.enum(['NGN', 'KES']),
  subtotal: z.number(),
  delivery_fee: z.number(),
  service_fee: z.number(),
  discount_amount: z.number(),
  discount_code: nullableText,
  total: z.number(),
  payment_method: z.enum(['wallet', 'card', 'pay_for_me']),
  delivery_address: z.string(),
  delivery_time_min: nullableNumber,
  delivery_time_max: nullableNumber,
  status_history: z.array(z.object({ status, at: z.string() })),
  rating: nullableNumber,
  rating_comment: nullableText,
  created_at: z.string(),
  updated_at: z.string(),
});

const notification: z.ZodMiniType<AppNotification> = z.object({
  uuid: id,
  title: z.string(),
  body: z.string(),
  order_uuid: nullableText,
  read_at: nullableText,
  created_at: z.string(),
});

export const REALTIME_EVENT_SCHEMAS: {
  [E in RealtimeEventName]: z.ZodMiniType<RealtimePayload<E>>;
} = {
  [REALTIME_EVENTS.orderStatus]: z.object({ order }),
  [REALTIME_EVENTS.notification]: z.object({ notification }),
};
