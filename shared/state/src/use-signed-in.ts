/**
 * Whether a customer is signed in, kept current as the shell signs them in and out. The store is
 * imported by its package path, not relatively: federation shares modules per import path, and a
 * relative import would give the bundle that provides this hook its own copy of the store.
 */
import { isLoggedIn, sessionStore } from '@jara/state/session-store';
import { useStore } from '@jara/state/use-store';

export function useSignedIn(): boolean {
  return useStore(sessionStore, isLoggedIn);
}
