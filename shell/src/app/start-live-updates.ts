/**
 * The realtime socket (a signed-in customer's order updates; connecting is not urgent, the order
 * screens read the API first) and the build-update poller, started after the first screen. Each
 * is its own chunk, and one that fails to start does not keep the other from starting.
 */
import type { RuntimeConfig } from '@jara/contracts/runtime-config';
import { phases, type LoadPhases } from '../features/boot/load-phases';
import type { reloadOnNextNavigation } from '../features/updates/reload-on-navigation';

export function startLiveUpdates(
  config: RuntimeConfig,
  router: Parameters<typeof reloadOnNextNavigation>[0],
  scheduler: LoadPhases = phases,
): void {
  scheduler.after('page-ready', () => {
    void import(/* webpackChunkName: "realtime" */ '../features/realtime/start-realtime')
      .then(({ startRealtime }) => startRealtime(config.realtime))
      .catch((error: unknown) => console.error('[realtime] could not start', error));
    void import(/* webpackChunkName: "build-updates" */ '../features/updates/start-build-updates')
      .then(({ startBuildUpdates }) => startBuildUpdates(router, config))
      .catch((error: unknown) => console.error('[updates] could not start', error));
  });
}
