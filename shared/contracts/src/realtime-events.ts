/**
 * The realtime events the shell relays onto the bus, and the bus event each becomes: the payload
 * the socket sends is the bus event's payload, once the shell has checked its shape.
 */
import { REALTIME_EVENTS } from './api-calls';
import type { BusEventName, BusEvents } from './bus-events';

export const REALTIME_RELAY = {
  [REALTIME_EVENTS.orderStatus]: 'order:status-changed',
  [REALTIME_EVENTS.notification]: 'notification:received',
  [REALTIME_EVENTS.riderMoved]: 'order:rider-moved',
} as const satisfies Record<string, BusEventName>;

export type RealtimeEventName = keyof typeof REALTIME_RELAY;

export type RealtimePayload<E extends RealtimeEventName> = BusEvents[(typeof REALTIME_RELAY)[E]];
