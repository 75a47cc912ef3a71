/**
 * Hands the releases the boot chose (../releases/choose-releases.ts) to the federation runtime:
 * remotes are known only at run time, and each loads the one release chosen for it. The one-bundle
 * build swaps this file by its path (tools/one-bundle/src/shell-swaps.ts).
 */
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ChosenReleases } from '../releases/chosen-releases';
import { reuseEarlyManifests } from './early-manifest-plugin';
import { createLoadTelemetryPlugin } from './load-telemetry-plugin';
import { createRetryPlugin } from './retry-plugin';

export function registerRegistry(releases: ChosenReleases): void {
  registerPlugins([reuseEarlyManifests(createRetryPlugin()), createLoadTelemetryPlugin()]);
  registerRemotes(
    Object.entries(releases).map(([name, { entry, version }]) => ({ name, entry, version })),
  );
}
