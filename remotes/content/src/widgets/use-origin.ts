/**
 * The site's origin for absolute links (share). Read from `window` only in the browser: a
 * prerender has none, and shows no share URL it could get wrong.
 */
import { useSyncExternalStore } from 'react';

const never = () => () => {};

export function useOrigin(): string {
  return useSyncExternalStore(
    never,
    () => window.location.origin,
    () => '',
  );
}
