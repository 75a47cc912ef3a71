/**
 * A host the page loads later (the login modal, the location picker, the toasts) must still
 * answer what was asked of it before it arrived. The channel listens to the bus from the start,
 * keeps every such request in order while the host is not listening, hands them to the host's
 * first listener, and passes later ones straight through. It holds every request, not only the
 * latest as the bus does for drawers: each login or location request waits for its own answer.
 */
import type { BusEventName, BusEvents } from '@jara/contracts/bus-events';
import type { BusHandler, EventBus } from '@jara/bus';

export interface HeldChannel<K extends BusEventName> {
  /** Listens like `bus.on`; the first listener of a type gets what was held for it. */
  on<T extends K>(type: T, handler: BusHandler<T>): () => void;
  /** Called for every request that arrives while nobody listens (so the host can load). */
  onHeld(callback: () => void): void;
}

export function createHeldChannel<K extends BusEventName>(
  bus: Pick<EventBus, 'on'>,
  types: readonly K[],
): HeldChannel<K> {
  const handlers = new Map<K, Set<BusHandler<K>>>();
  const held: { type: K; payload: BusEvents[K] }[] = [];
  const heldListeners: (() => void)[] = [];

  const listened = (type: K) => (handlers.get(type)?.size ?? 0) > 0;
  const deliver = (type: K, payload: BusEvents[K]) => {
    for (const handler of [...(handlers.get(type) ?? [])]) handler(payload);
  };

  for (const type of types) {
    bus.on(type, (payload) => {
      if (listened(type)) {
        deliver(type, payload);
        return;
      }
      held.push({ type, payload });
      for (const callback of heldListeners) callback();
    });
  }

  // After `on` has returned, as the bus does: a component React subscribes, unsubscribes and
  // subscribes again (strict mode) still gets the request once.
  const handOver = (type: K) =>
    void Promise.resolve().then(() => {
      if (!listened(type)) return;
      for (let i = 0; i < held.length;) {
        const request = held[i]!;
        if (request.type !== type) {
          i += 1;
          continue;
        }
        held.splice(i, 1);
        deliver(type, request.payload);
      }
    });

  return {
    on(type, handler) {
      const set = handlers.get(type) ?? new Set();
      set.add(handler as BusHandler<K>);
      handlers.set(type, set);
      if (held.some((request) => request.type === type)) handOver(type);
      return () => set.delete(handler as BusHandler<K>);
    },
    onHeld(callback) {
      heldListeners.push(callback);
      if (held.length > 0) callback();
    },
  };
}
