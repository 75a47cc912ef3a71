/**
 * Federation runtime plugin wrapper: a remote's mf-manifest.json that the early preload entry
 * (remote-loading/preload) already fetched is handed to the runtime instead of being fetched again. The
 * runtime calls every plugin's `fetch` hook and keeps the last answer, so a second plugin could
 * not stop the retry plugin from fetching too: this wraps that plugin's hook, and falls back to
 * it (with its retries) whenever the early fetch failed or never happened.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeEarlyDocument } from '../preload/early-documents';

export function reuseEarlyManifests(
  plugin: ModuleFederationRuntimePlugin,
): ModuleFederationRuntimePlugin {
  const fetchManifest = plugin.fetch;
  return {
    ...plugin,
    async fetch(url, init, ...rest) {
      const early = await takeEarlyDocument(url);
      if (early !== undefined) {
        return new Response(early, { headers: { 'Content-Type': 'application/json' } });
      }
      // A hook may also answer nothing, leaving the fetch to the runtime: do it here then.
      return (await fetchManifest?.(url, init, ...rest)) || fetch(url, init);
    },
  };
}
