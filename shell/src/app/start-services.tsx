/**
 * What runs beside the pages: analytics, the query cache's persistence, the session (restored,
 * and its end watched) and live updates; the hosts of what the first screen does not need (the
 * modals and toasts) load at the first idle moment after the page is ready, or on first use.
 */
import type { RuntimeConfig } from '@jara/contracts/runtime-config';
import { startAnalytics } from '../features/analytics/start-analytics';
import { restoreSession } from '../features/auth/restore-session';
import { watchSessionEnd } from '../features/auth/watch-session-end';
import { phases } from '../features/boot/load-phases';
import type { AppRouter } from './create-app-router';
import { createDeferredHosts } from './deferred-hosts';
import { startLiveUpdates } from './start-live-updates';
import { startQueryCache } from './start-query-cache';

export function startServices(config: RuntimeConfig, router: AppRouter) {
  startAnalytics(config.analytics, router);
  startQueryCache();
  const { DeferredHosts, loadToasts } = createDeferredHosts((work) =>
    phases.after('page-ready', work),
  );
  watchSessionEnd(loadToasts);
  void restoreSession();
  startLiveUpdates(config, router);
  return DeferredHosts;
}
