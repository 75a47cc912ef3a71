/** Hands the validated registry to the federation runtime: remotes are known only at run time. */
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRegistry } from '@jara/contracts/runtime-config';
import { reuseEarlyManifests } from './early-manifest-plugin';
import { createLoadTelemetryPlugin } from './load-telemetry-plugin';
import { createRetryPlugin } from './retry-plugin';

export function registerRegistry(registry: RemoteRegistry): void {
  registerPlugins([reuseEarlyManifests(createRetryPlugin()), createLoadTelemetryPlugin()]);
  registerRemotes(
    Object.entries(registry.remotes).map(([name, { entry, version }]) => ({
      name,
      entry,
      version,
    })),
  );
}
