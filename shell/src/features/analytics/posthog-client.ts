/**
 * posthog-js, loaded once the page is idle (it is large and nothing on screen needs it) and
 * configured from runtime config. Calls made before it has loaded are queued and replayed in
 * order.
 */
import type { AnalyticsClient } from './analytics-client';

export interface PosthogSettings {
  token: string;
  host: string;
}

type Call = (client: AnalyticsClient) => void;
type Posthog = AnalyticsClient & { init: (token: string, config: object) => unknown };

// The slim build (54 KB gzip instead of 124 KB) has everything used here: capture, identify,
// person properties and reset; surveys, tours and recordings stay out.
const loadPosthog = async (): Promise<Posthog> =>
  (await import('posthog-js/dist/module.slim')).default;

function afterIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) {
      window.requestIdleCallback(() => resolve(), { timeout: 3000 });
    } else {
      setTimeout(resolve, 1000);
    }
  });
}

export function createPosthogClient(
  settings: PosthogSettings,
  load: () => Promise<Posthog> = () => afterIdle().then(loadPosthog),
): AnalyticsClient {
  const queue: Call[] = [];
  let ready: AnalyticsClient | null = null;

  load()
    .then((posthog) => {
      posthog.init(settings.token, {
        api_host: settings.host,
        // Page views are captured by the shell on every navigation across bundles.
        capture_pageview: false,
        capture_pageleave: false,
        autocapture: false,
        disable_session_recording: true,
        disable_surveys: true,
        disable_external_dependency_loading: true,
        persistence: 'localStorage',
      });
      ready = posthog;
      for (const call of queue.splice(0)) call(posthog);
    })
    .catch((error: unknown) => {
      // Analytics must never break the site: without it, events are dropped.
      console.error('[analytics] posthog-js could not be loaded', error);
      queue.length = 0;
    });

  const run = (call: Call) => (ready ? call(ready) : queue.push(call));
  return {
    capture: (event, properties) => run((client) => client.capture(event, properties)),
    identify: (id, properties) => run((client) => client.identify(id, properties)),
    setPersonProperties: (properties) => run((client) => client.setPersonProperties(properties)),
    reset: () => run((client) => client.reset()),
  };
}
