/**
 * Federation runtime plugin: reports, per remote, how long its first load took (manifest, entry
 * and module, until the module is available) and every failure with the lifecycle stage it
 * happened in, to analytics through the bus and to the console. It never substitutes a module:
 * the shell's parcel host shows the fallback, so a failure stays visible and retryable.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { analytics } from '@jara/bus/analytics';

export const REMOTE_LOADED_EVENT = 'remote_loaded';
export const REMOTE_LOAD_FAILED_EVENT = 'remote_load_failed';

/** Federation ids are `<remote>/<expose>`. */
const remoteOf = (id: string) => id.split('/')[0] ?? id;

export function createLoadTelemetryPlugin(
  now = () => performance.now(),
): ModuleFederationRuntimePlugin {
  const startedAt = new Map<string, number>();
  const loaded = new Set<string>();
  // A manifest or shared-entry failure is reported where it happens; the failed load that
  // follows it (lifecycle `onLoad`) is the same failure and is not reported twice.
  const reportedFailure = new Set<string>();

  return {
    name: 'jara-load-telemetry',
    async beforeRequest(args) {
      const remote = remoteOf(args.id);
      reportedFailure.delete(remote);
      if (!loaded.has(remote) && !startedAt.has(remote)) startedAt.set(remote, now());
      return args;
    },
    async onLoad({ id, remote }) {
      const name = remote.name ?? remoteOf(id);
      const start = startedAt.get(name);
      startedAt.delete(name);
      if (loaded.has(name) || start === undefined) return;
      loaded.add(name);
      analytics.track(REMOTE_LOADED_EVENT, {
        remote: name,
        version: 'version' in remote ? remote.version : undefined,
        ms: Math.round(now() - start),
      });
    },
    async errorLoadRemote({ id, error, remote, lifecycle }) {
      const name = remote?.name ?? remoteOf(id);
      startedAt.delete(name);
      if (lifecycle === 'onLoad' && reportedFailure.delete(name)) return undefined;
      if (lifecycle !== 'onLoad') reportedFailure.add(name);
      const message = error instanceof Error ? error.message : String(error);
      analytics.track(REMOTE_LOAD_FAILED_EVENT, { remote: name, lifecycle, message });
      console.error(`[federation] remote "${name}" failed to load (${lifecycle})`, error);
      return undefined;
    },
  };
}
