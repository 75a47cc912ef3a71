/** Whether a customer is signed in, kept current as the shell signs them in and out. */
import { isLoggedIn, sessionStore } from '@jara/state/session-store';
import { useStore } from '@jara/state/use-store';

export function useSignedIn(): boolean {
  return useStore(sessionStore, isLoggedIn);
}
