/**
 * posthog-js, loaded once the visitor has used the page (or it has been open a while) and it is
 * idle (the `first-use` load phase): it is large and nothing on screen needs it. Configured from
 * runtime config. Calls made before it has loaded are queued (a bounded number) and replayed in
 * order. Once it runs, the session recorder follows at the next idle moment.
 */
import type { AnalyticsClient } from './analytics-client';
import {
  posthogOptions,
  type PosthogSettings,
  type SessionRecordingClass,
} from './posthog-options';
import { phases } from '../boot/load-phases';

export type { PosthogSettings } from './posthog-options';

type SendOptions = { transport?: 'sendBeacon' };

export interface Posthog {
  init(token: string, config: object): unknown;
  capture(event: string, properties?: Record<string, unknown>, options?: SendOptions): unknown;
  identify(distinctId: string, properties?: Record<string, unknown>): void;
  setPersonProperties(properties: Record<string, unknown>): void;
  reset(): void;
  startSessionRecording(): void;
}

export interface PosthogLoaders {
  /** Resolves when the page can spare the time. */
  idle(): Promise<void>;
  /** posthog-js and the class that drives recordings. */
  library(): Promise<{ posthog: Posthog; sessionRecording: SessionRecordingClass }>;
  /** The recorder itself (rrweb), which registers itself where posthog looks for it. */
  recorder(): Promise<unknown>;
}

/** Enough for a slow first load; a page that never loads posthog must not grow without end. */
export const MAX_QUEUED_CALLS = 200;

const defaultLoaders: PosthogLoaders = {
  idle: () => new Promise((resolve) => void phases.after('first-use', resolve)),
  // The slim build (about 52 KB gzip instead of 124 KB) has everything used here; the recording
  // extension adds only the small class that decides when to record.
  library: async () => {
    const [slim, extensions] = await Promise.all([
      import('posthog-js/dist/module.slim'),
      import('posthog-js/dist/extension-bundles'),
    ]);
    return {
      posthog: slim.default as unknown as Posthog,
      sessionRecording: extensions.SessionReplayExtensions.sessionRecording,
    };
  },
  // Bundled, so posthog does not fetch the recorder script from the analytics host.
  recorder: () => import('posthog-js/dist/posthog-recorder'),
};

/** A capture made while the page is hidden goes out as a beacon: the page may never come back. */
const sendOptions = (): SendOptions | undefined =>
  document.visibilityState === 'hidden' ? { transport: 'sendBeacon' } : undefined;

type Call = (posthog: Posthog) => void;

export function createPosthogClient(
  settings: PosthogSettings,
  loaders: PosthogLoaders = defaultLoaders,
): AnalyticsClient {
  const queue: Call[] = [];
  let dropped = 0;
  let ready: Posthog | null = null;
  let failed = false;

  const startRecording = (posthog: Posthog) =>
    loaders
      .idle()
      .then(loaders.recorder)
      .then(() => posthog.startSessionRecording())
      .catch((error: unknown) => {
        // Recordings are a nice-to-have: events keep flowing without them.
        console.error('[analytics] the session recorder could not be loaded', error);
      });

  loaders
    .idle()
    .then(loaders.library)
    .then(({ posthog, sessionRecording }) => {
      posthog.init(settings.token, posthogOptions(settings, sessionRecording));
      ready = posthog;
      if (dropped > 0) {
        console.warn(`[analytics] ${dropped} early events were dropped: the queue was full`);
      }
      for (const call of queue.splice(0)) call(posthog);
      void startRecording(posthog);
    })
    .catch((error: unknown) => {
      // Analytics must never break the site: without it, events are dropped.
      console.error('[analytics] posthog-js could not be loaded', error);
      failed = true;
      queue.length = 0;
    });

  const run = (call: Call) => {
    if (ready) return call(ready);
    if (failed) return;
    if (queue.length >= MAX_QUEUED_CALLS) {
      queue.shift();
      dropped += 1;
    }
    queue.push(call);
  };
  return {
    capture: (event, properties) =>
      run((posthog) => {
        const options = sendOptions();
        if (options) posthog.capture(event, properties, options);
        else posthog.capture(event, properties);
      }),
    identify: (id, properties) => run((posthog) => posthog.identify(id, properties)),
    setPersonProperties: (properties) => run((posthog) => posthog.setPersonProperties(properties)),
    reset: () => run((posthog) => posthog.reset()),
  };
}
