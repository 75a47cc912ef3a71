/**
 * Lets any bundle ask the shell's location picker for a place and wait for it, the way
 * `requestLogin` waits for the login modal: the checkout and the address book add an address
 * with the one picker the shell owns.
 */
import type { PickedPlace } from '@jara/contracts/bus-events';
import { bus } from './event-bus';

let counter = 0;

export function requestLocationPick(
  title?: string,
  options: { unchecked?: true } = {},
): Promise<PickedPlace | null> {
  counter += 1;
  const requestId = `location-${Date.now().toString(36)}-${counter}`;
  return new Promise((resolve) => {
    const off = bus.on('location:pick-settled', (event) => {
      if (event.requestId !== requestId) return;
      off();
      resolve(event.place);
    });
    bus.emit('location:pick-requested', { requestId, ...(title ? { title } : {}), ...options });
  });
}
