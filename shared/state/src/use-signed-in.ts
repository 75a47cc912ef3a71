/** Whether a customer is signed in, kept current as the shell signs them in and out. */
import { isLoggedIn, sessionStore } from './session-store';
import { useStore } from './use-store';

export function useSignedIn(): boolean {
  return useStore(sessionStore, isLoggedIn);
}
