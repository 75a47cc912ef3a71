/** Wires the update poller to the router and to chunk failures that escape the router. */
import type { RuntimeConfig } from '@jara/contracts/runtime-config';
import { BUILD_PATHS, CURRENT_BUILD, fetchBuildInfo } from './build-info';
import { browserDecisionEnvironment, decideChunkFailure } from './chunk-failure-decision';
import {
  browserGuardEnvironment,
  isChunkLoadError,
  reloadForChunkError,
} from './chunk-reload-guard';
import { reloadOnNextNavigation } from './reload-on-navigation';
import { startUpdatePoller } from './update-poller';

export function startBuildUpdates(
  router: Parameters<typeof reloadOnNextNavigation>[0],
  config: RuntimeConfig,
): void {
  startUpdatePoller({
    current: CURRENT_BUILD,
    intervalMs: config.updates.pollIntervalMs,
    fetchMeta: (id) => fetchBuildInfo(BUILD_PATHS.meta(id)),
    fetchLatest: () => fetchBuildInfo(BUILD_PATHS.latest),
    onUpdate: (latest) => {
      console.info(`[updates] build ${latest.id} is available; reloading on the next navigation`);
      reloadOnNextNavigation(router)(latest);
    },
  });

  window.addEventListener('unhandledrejection', (event) => {
    if (!isChunkLoadError(event.reason)) return;
    // Offline or the same build: a reload would only lose the page (and offline, show none).
    void decideChunkFailure(browserDecisionEnvironment()).then((decision) => {
      if (decision === 'reload') {
        reloadForChunkError(window.location.pathname, browserGuardEnvironment());
      }
    });
  });
}
