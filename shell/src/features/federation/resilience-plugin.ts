/**
 * Federation runtime plugin: manifests are fetched with retries, and every failure to load a
 * remote is logged with the remote's name. It never substitutes a module: the shell's parcel
 * host shows the fallback, so a failure stays visible and retryable in that remote's place.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { retryingFetch } from './retrying-fetch';

export function createResiliencePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'jara-resilience',
    fetch(url, init) {
      return retryingFetch(url, init);
    },
    errorLoadRemote({ id, error, remote, lifecycle }) {
      const name = remote?.name ?? id.split('/')[0];
      console.error(`[federation] remote "${name}" failed to load (${lifecycle})`, error);
      return undefined;
    },
  };
}
