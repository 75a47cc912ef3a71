/**
 * The shape every realtime payload must have before the shell relays it: the socket is outside
 * the app, and a widget must never have to guess what it was handed. The order is checked by the
 * contract's own schema; the notification's schema is typed by the contract, so neither drifts.
 */
import { z } from 'zod/mini';
import type { RealtimeEventName, RealtimePayload } from '@jara/contracts/realtime-events';
import { REALTIME_EVENTS } from '@jara/contracts/api-calls';
import type { AppNotification } from '@jara/contracts/entities';
import { orderSchema } from '@jara/contracts/order-schema';

const id = z.string().check(z.minLength(1));
const nullableText = z.nullable(z.string());

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
  [REALTIME_EVENTS.orderStatus]: z.object({ order: orderSchema }),
  [REALTIME_EVENTS.notification]: z.object({ notification }),
};
