/**
 * Federation runtime plugin: a remote's manifest and its entry script are each tried three times
 * before the remote counts as down, since a server restarting during a release usually answers
 * the second try. @module-federation/retry-plugin does the retrying: the runtime fetches the
 * manifest through its `fetch` hook, its `loadEntryError` hook reloads a remoteEntry.js that
 * failed, and its `getModuleFactory` hook retries loading an expose's chunks.
 *
 * Version 0.17.1 waits a fixed delay between tries, with no backoff, and it ignores
 * `fetch.retryDelay`: a manifest waits its built-in 1000 ms between tries.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';

export const LOAD_ATTEMPTS = 3;
export const ENTRY_RETRY_DELAY_MS = 500;

export function createRetryPlugin(): ModuleFederationRuntimePlugin {
  return RetryPlugin({
    fetch: { retryTimes: LOAD_ATTEMPTS - 1 },
    script: { retryTimes: LOAD_ATTEMPTS - 1, retryDelay: ENTRY_RETRY_DELAY_MS },
  });
}
