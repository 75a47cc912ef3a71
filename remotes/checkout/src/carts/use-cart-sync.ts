/**
 * Keeps the cart store in step with the server while a customer is signed in: on mount and on
 * every `auth:logged-in`, which also brings a customer's carts back after their session ended and
 * they signed in again. After `auth:logged-out` there is nothing to do (ending the session
 * cleared the store). A failed read leaves the store as it was and says so, with a retry.
 */
import { useCallback, useEffect, useState } from 'react';
import { useBusEvent } from '@jara/bus/react';
import { isLoggedIn, sessionStore } from '@jara/state/session-store';
import { syncCarts } from './sync-carts';

export function useCartSync(): { failed: boolean; retry: () => void } {
  const [failed, setFailed] = useState(false);

  const sync = useCallback(() => {
    if (!isLoggedIn(sessionStore.getState())) return;
    syncCarts().then(
      () => setFailed(false),
      () => setFailed(true),
    );
  }, []);

  useEffect(sync, [sync]);
  useBusEvent('auth:logged-in', sync);
  useBusEvent('auth:logged-out', () => setFailed(false));

  return { failed, retry: sync };
}
