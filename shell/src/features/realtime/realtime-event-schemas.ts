/**
 * The shape every realtime payload must have before the shell relays it: the socket is outside
 * the app, and a widget must never have to guess what it was handed. The order, the
 * notification and the rider's position are checked by the contract's own schemas, so none
 * drifts.
 */
import { z } from 'zod/mini';
import type { RealtimeEventName, RealtimePayload } from '@jara/contracts/realtime-events';
import { notificationSchema } from '@jara/contracts/account-schema';
import { REALTIME_EVENTS } from '@jara/contracts/api-calls';
import { orderSchema } from '@jara/contracts/order-schema';
import { riderMovedSchema } from '@jara/contracts/rider-schema';

export const REALTIME_EVENT_SCHEMAS: {
  [E in RealtimeEventName]: z.ZodMiniType<RealtimePayload<E>>;
} = {
  [REALTIME_EVENTS.orderStatus]: z.object({ order: orderSchema }),
  [REALTIME_EVENTS.notification]: z.object({ notification: notificationSchema }),
  [REALTIME_EVENTS.riderMoved]: riderMovedSchema,
};
