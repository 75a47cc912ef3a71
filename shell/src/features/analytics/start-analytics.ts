/**
 * Analytics starts only with a project token in runtime config; without one nothing is sent,
 * neither posthog-js nor its recorder is ever loaded, and errors are not listened to. With one,
 * the Core Web Vitals observers and the error reporter start now (they must see the page load),
 * while posthog-js waits for an idle moment. Every event names the loaded remote releases.
 */
import type { RuntimeConfig } from '@jara/contracts/runtime-config';
import { startErrorReporting } from '../errors/start-error-reporting';
import { withLoadedReleases } from './loaded-releases';
import { createPosthogClient } from './posthog-client';
import { reportWebVitals, WEB_VITAL_EVENT } from './report-web-vitals';
import { routePattern } from './route-pattern';
import { wireAnalytics } from './wire-analytics';

export function startAnalytics(
  config: RuntimeConfig['analytics'],
  router: Parameters<typeof wireAnalytics>[1],
): void {
  if (!config.token.trim()) {
    console.info('[analytics] no project token configured: analytics is off');
    return;
  }
  const client = withLoadedReleases(
    createPosthogClient({ token: config.token, host: config.host }),
  );
  wireAnalytics(client, router);
  startErrorReporting(client, router);
  reportWebVitals(
    (properties) => client.capture(WEB_VITAL_EVENT, { ...properties }),
    routePattern(router.state),
  );
}
