/**
 * The cross-bundle event bus. It anchors itself on a global key, so even a bundle that was
 * misconfigured and loaded its own copy of this module still talks to the same bus as the rest.
 * A customer action nobody listens to yet is held for its widget (see HELD_BUS_EVENTS).
 */
import {
  HELD_BUS_EVENT_MS,
  HELD_BUS_EVENTS,
  type BusEventName,
  type BusEvents,
} from '@jara/contracts/bus-events';

export type BusHandler<K extends BusEventName> = (payload: BusEvents[K]) => void;

export interface EventBus {
  emit<K extends BusEventName>(type: K, payload: BusEvents[K]): void;
  on<K extends BusEventName>(type: K, handler: BusHandler<K>): () => void;
  once<K extends BusEventName>(type: K, handler: BusHandler<K>): () => void;
}

const GLOBAL_KEY = '__JARA_EVENT_BUS__';

interface HeldEvent {
  payload: unknown;
  until: number;
}

export function createEventBus(): EventBus {
  const handlers = new Map<BusEventName, Set<BusHandler<BusEventName>>>();
  const held = new Map<BusEventName, HeldEvent>();
  const listened = (type: BusEventName) => (handlers.get(type)?.size ?? 0) > 0;

  const deliver = (type: BusEventName, payload: unknown) => {
    // A copy: a handler that unsubscribes itself must not skip its neighbour.
    for (const handler of [...(handlers.get(type) ?? [])]) {
      try {
        handler(payload as BusEvents[BusEventName]);
      } catch (error) {
        // One bundle's broken listener must not stop the others from hearing the event.
        console.error(`[bus] a "${type}" handler threw`, error);
      }
    }
  };

  // After `on` has returned: a `once` handler can unsubscribe itself, and a component that React
  // subscribes, unsubscribes and subscribes again (strict mode) still gets the action.
  const handOver = (type: BusEventName) =>
    void Promise.resolve().then(() => {
      const action = held.get(type);
      if (!action || !listened(type)) return;
      held.delete(type);
      if (Date.now() <= action.until) deliver(type, action.payload);
    });

  const on: EventBus['on'] = (type, handler) => {
    const set = handlers.get(type) ?? new Set();
    set.add(handler as BusHandler<BusEventName>);
    handlers.set(type, set);
    if (held.has(type)) handOver(type);
    return () => set.delete(handler as BusHandler<BusEventName>);
  };

  return {
    on,
    once(type, handler) {
      const off = on(type, (payload) => {
        off();
        handler(payload);
      });
      return off;
    },
    emit(type, payload) {
      if (HELD_BUS_EVENTS.has(type) && !listened(type)) {
        held.set(type, { payload, until: Date.now() + HELD_BUS_EVENT_MS });
        return;
      }
      // A newer action replaces one still waiting to be handed over.
      held.delete(type);
      deliver(type, payload);
    },
  };
}

type BusGlobal = typeof globalThis & { [GLOBAL_KEY]?: EventBus };

export function getBus(): EventBus {
  const scope = globalThis as BusGlobal;
  scope[GLOBAL_KEY] ??= createEventBus();
  return scope[GLOBAL_KEY];
}

export const bus = getBus();
