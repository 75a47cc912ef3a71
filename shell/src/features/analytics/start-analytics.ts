/** Analytics starts only with a project token in runtime config; without one nothing is sent. */
import type { RuntimeConfig } from '@jara/contracts/runtime-config';
import { createPosthogClient } from './posthog-client';
import { wireAnalytics } from './wire-analytics';

export function startAnalytics(
  config: RuntimeConfig['analytics'],
  router: Parameters<typeof wireAnalytics>[1],
): void {
  if (!config.token.trim()) {
    console.info('[analytics] no project token configured: analytics is off');
    return;
  }
  wireAnalytics(createPosthogClient({ token: config.token, host: config.host }), router);
}
