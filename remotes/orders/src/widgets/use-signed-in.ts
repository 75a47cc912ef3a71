/** Whether a customer is signed in, from the shared session store. */
import { isLoggedIn, sessionStore } from '@jara/state/session-store';
import { useStore } from '@jara/state/use-store';

export function useSignedIn(): boolean {
  return useStore(sessionStore, isLoggedIn);
}
