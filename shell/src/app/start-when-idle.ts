/**
 * What runs after the first screen: the realtime socket (a signed-in customer's order updates;
 * connecting is not urgent, the order screens read the API first) and the build-update poller.
 * Each is its own chunk.
 */
import type { RuntimeConfig } from '@jara/contracts/runtime-config';
import type { reloadOnNextNavigation } from '../features/updates/reload-on-navigation';

export function startWhenIdle(
  schedule: (work: () => void) => () => void,
  config: RuntimeConfig,
  router: Parameters<typeof reloadOnNextNavigation>[0],
): void {
  schedule(() => {
    void import(/* webpackChunkName: "realtime" */ '../features/realtime/start-realtime')
      .then(({ startRealtime }) => startRealtime(config.realtime))
      .catch((error: unknown) => console.error('[realtime] could not start', error));
    void import(/* webpackChunkName: "build-updates" */ '../features/updates/start-build-updates')
      .then(({ startBuildUpdates }) => startBuildUpdates(router, config))
      .catch((error: unknown) => console.error('[updates] could not start', error));
  });
}
