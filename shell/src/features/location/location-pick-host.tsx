/**
 * Answers `location:pick-requested` from any bundle: opens the one location picker and settles
 * the request with the place it checked, or null when the customer closes it. Requests that
 * arrive while it is open wait for the same answer, as the login modal's do. The host itself
 * loads when the page is idle or with the first request (see `pick-requests`).
 */
import { lazy, Suspense, useRef, useState } from 'react';
import { bus } from '@jara/bus';
import type { PickedPlace } from '@jara/contracts/bus-events';
import { useChannelEvent } from '../boot/use-channel-event';
import { pickRequests } from './pick-requests';

const LocationPicker = lazy(async () => ({
  default: (await import('./location-picker')).LocationPicker,
}));

export function LocationPickHost() {
  const [open, setOpen] = useState<{ title?: string; unchecked?: true } | null>(null);
  const waiting = useRef<string[]>([]);

  const settle = (place: PickedPlace | null) => {
    const ids = waiting.current;
    waiting.current = [];
    setOpen(null);
    for (const requestId of ids) bus.emit('location:pick-settled', { requestId, place });
  };

  useChannelEvent(pickRequests, 'location:pick-requested', ({ requestId, title, unchecked }) => {
    waiting.current.push(requestId);
    setOpen(
      (current) => current ?? { ...(title ? { title } : {}), ...(unchecked ? { unchecked } : {}) },
    );
  });

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LocationPicker
        {...(open.title ? { title: open.title } : {})}
        {...(open.unchecked ? { unchecked: true } : {})}
        onChosen={(place) => settle(place)}
        // After onChosen nothing waits any more, so closing settles nobody twice.
        onClose={() => settle(null)}
      />
    </Suspense>
  );
}
