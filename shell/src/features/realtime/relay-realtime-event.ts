/**
 * Hands one realtime event to the bus once its payload has the contract's shape. Anything else is
 * dropped and logged by where and why it failed, never by what it held (it came from outside),
 * so no widget ever sees it.
 */
import { bus } from '@jara/bus';
import { REALTIME_RELAY, type RealtimeEventName } from '@jara/contracts/realtime-events';
import { REALTIME_EVENT_SCHEMAS } from './realtime-event-schemas';

export function relayRealtimeEvent<E extends RealtimeEventName>(event: E, data: unknown): void {
  const checked = REALTIME_EVENT_SCHEMAS[event].safeParse(data);
  if (!checked.success) {
    const issues = checked.error.issues.map(({ code, path, message }) => ({
      code,
      path: path.join('.'),
      message,
    }));
    console.warn(`[realtime] dropped a malformed "${event}" event`, issues);
    return;
  }
  bus.emit(REALTIME_RELAY[event], checked.data);
}
