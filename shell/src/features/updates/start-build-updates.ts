/**
 * Wires the build and registry pollers to the router (either one arms the reload at the next
 * navigation) and chunk failures that escape the router to the reload guard.
 */
import type { RuntimeConfig } from '@jara/contracts/runtime-config';
import { chosenReleases } from '../remote-loading/releases/chosen-releases';
import { deviceId } from '../remote-loading/releases/device-id';
import { BUILD_PATHS, CURRENT_BUILD, fetchBuildInfo } from './build-info';
import { browserDecisionEnvironment, decideChunkFailure } from './chunk-failure-decision';
import {
  browserGuardEnvironment,
  isChunkLoadError,
  reloadForChunkError,
} from './chunk-reload-guard';
import { fetchRegistry } from '../remote-loading/registry/fetch-registry';
import { movedRemotes } from './release-moves';
import { reloadOnNextNavigation } from './reload-on-navigation';
import { startRegistryPoller } from './registry-poller';
import { startUpdatePoller } from './update-poller';

export function startBuildUpdates(
  router: Parameters<typeof reloadOnNextNavigation>[0],
  config: RuntimeConfig,
): void {
  const reloadAtNextNavigation = reloadOnNextNavigation(router);
  startUpdatePoller({
    current: CURRENT_BUILD,
    intervalMs: config.updates.pollIntervalMs,
    fetchMeta: (id) => fetchBuildInfo(BUILD_PATHS.meta(id)),
    fetchLatest: () => fetchBuildInfo(BUILD_PATHS.latest),
    onUpdate: (latest) => {
      console.info(`[updates] build ${latest.id} is available; reloading on the next navigation`);
      reloadAtNextNavigation();
    },
  });
  startRegistryPoller({
    intervalMs: config.updates.pollIntervalMs,
    fetchRegistry,
    moved: (registry) => movedRemotes(chosenReleases(), registry, deviceId()),
    onMoved: (remotes) => {
      console.info(
        `[updates] ${remotes.join(', ')} moved to another release; reloading on the next navigation`,
      );
      reloadAtNextNavigation();
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
