/** Subscribes a React component to one bus event for as long as it is mounted. */
import { useEffect, useRef } from 'react';
import type { BusEventName } from '@jara/contracts/bus-events';
import { bus, type BusHandler } from './event-bus';

export function useBusEvent<K extends BusEventName>(type: K, handler: BusHandler<K>): void {
  // The latest handler is read at call time, so callers may pass an inline closure.
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => bus.on(type, (payload) => latest.current(payload)), [type]);
}
