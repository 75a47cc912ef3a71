/**
 * The cross-bundle event bus. It anchors itself on a global key, so even a bundle that was
 * misconfigured and loaded its own copy of this module still talks to the same bus as the rest.
 */
import type { BusEventName, BusEvents } from '@jara/contracts/bus-events';

export type BusHandler<K extends BusEventName> = (payload: BusEvents[K]) => void;

export interface EventBus {
  emit<K extends BusEventName>(type: K, payload: BusEvents[K]): void;
  on<K extends BusEventName>(type: K, handler: BusHandler<K>): () => void;
  once<K extends BusEventName>(type: K, handler: BusHandler<K>): () => void;
}

const GLOBAL_KEY = '__JARA_EVENT_BUS__';

export function createEventBus(): EventBus {
  const handlers = new Map<BusEventName, Set<BusHandler<BusEventName>>>();

  const on: EventBus['on'] = (type, handler) => {
    const set = handlers.get(type) ?? new Set();
    set.add(handler as BusHandler<BusEventName>);
    handlers.set(type, set);
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
      // A copy: a handler that unsubscribes itself must not skip its neighbour.
      for (const handler of [...(handlers.get(type) ?? [])]) {
        try {
          handler(payload);
        } catch (error) {
          // One bundle's broken listener must not stop the others from hearing the event.
          console.error(`[bus] a "${type}" handler threw`, error);
        }
      }
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
