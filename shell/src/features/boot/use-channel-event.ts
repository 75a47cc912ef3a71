/** Subscribes a React component to one event of a held channel for as long as it is mounted. */
import { useEffect, useRef } from 'react';
import type { BusEventName } from '@jara/contracts/bus-events';
import type { BusHandler } from '@jara/bus';
import type { HeldChannel } from './held-channel';

export function useChannelEvent<K extends BusEventName, T extends K>(
  channel: HeldChannel<K>,
  type: T,
  handler: BusHandler<T>,
): void {
  // The latest handler is read at call time, so callers may pass an inline closure.
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => channel.on(type, (payload) => latest.current(payload)), [channel, type]);
}
