/**
 * Reports what escapes every handler on the page (the window's `error` and `unhandledrejection`),
 * every failed remote load (the federation telemetry's `remote_load_failed` on the bus) and every
 * remote that crashed in its parcel (`parcel_failed`) as `client_error` events. Started by analytics, so nothing is listened to without a token.
 */
import { bus } from '@jara/bus';
import { REMOTE_LOAD_FAILED_EVENT } from '../remote-loading/federation/load-telemetry-plugin';
import { PARCEL_FAILED_EVENT } from '../parcels/report-parcel-crash';
import type { AnalyticsClient } from '../analytics/analytics-client';
import { routePattern, type MatchedRoutes } from '../analytics/route-pattern';
import { chosenReleases } from '../remote-loading/releases/chosen-releases';
import { createErrorReporter, type ErrorSource } from './error-reporter';

export function startErrorReporting(
  client: AnalyticsClient,
  router: { state: MatchedRoutes },
): () => void {
  const report = createErrorReporter({
    capture: (event, properties) => client.capture(event, properties),
    route: () => routePattern(router.state),
    releases: chosenReleases,
  });
  const onError = (event: ErrorEvent) =>
    report({
      source: 'error',
      error: event.error,
      message: event.message,
      scriptUrl: event.filename,
    });
  const onRejection = (event: PromiseRejectionEvent) =>
    report({ source: 'unhandledrejection', error: event.reason });

  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  const sources: Record<string, { source: ErrorSource; fallback: string }> = {
    [REMOTE_LOAD_FAILED_EVENT]: { source: 'remote_load', fallback: 'remote load failed' },
    [PARCEL_FAILED_EVENT]: { source: 'parcel', fallback: 'remote crashed' },
  };
  const offRemoteLoads = bus.on('analytics:track', ({ event, properties }) => {
    const known = sources[event];
    if (!known) return;
    report({
      source: known.source,
      error: undefined,
      message: typeof properties?.message === 'string' ? properties.message : known.fallback,
      remote: properties?.remote,
    });
  });
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    offRemoteLoads();
  };
}
