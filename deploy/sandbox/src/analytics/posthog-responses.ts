/**
 * The answers posthog-js expects from PostHog's config and flags endpoints. Only session
 * recording is enabled, as a project with replay on would answer: recordings go to `/s/`, every
 * session is kept (no sampling, no minimum duration, no triggers). Masking is left to the site.
 */

export const RECORDINGS_ENDPOINT = '/s/';

export const sessionRecordingConfig = {
  endpoint: RECORDINGS_ENDPOINT,
  recorderVersion: 'v2',
  consoleLogRecordEnabled: false,
  networkPayloadCapture: null,
  recordCanvas: false,
  sampleRate: null,
  minimumDurationMilliseconds: null,
  linkedFlag: null,
  urlTriggers: [],
  urlBlocklist: [],
  eventTriggers: [],
  scriptConfig: null,
};

export function remoteConfig(token: string) {
  return {
    token,
    supportedCompression: ['gzip', 'gzip-js'],
    hasFeatureFlags: true,
    captureDeadClicks: false,
    capturePerformance: false,
    autocapture_opt_out: false,
    autocaptureExceptions: false,
    analytics: { endpoint: '/i/v0/e/' },
    elementsChainAsString: true,
    sessionRecording: sessionRecordingConfig,
    heatmaps: false,
    surveys: false,
    productTours: false,
    defaultIdentifiedOnly: true,
    siteApps: [],
  };
}

/** The script form of the config, which registers itself on window as PostHog's CDN does. */
export function remoteConfigScript(token: string): string {
  const config = JSON.stringify(remoteConfig(token));
  const key = JSON.stringify(token);
  return `(function(){window._POSTHOG_REMOTE_CONFIG=window._POSTHOG_REMOTE_CONFIG||{};window._POSTHOG_REMOTE_CONFIG[${key}]={config:${config},siteApps:[]};})();`;
}

export function flagsResponse(requestId: string) {
  return {
    flags: {},
    featureFlags: {},
    featureFlagPayloads: {},
    errorsWhileComputingFlags: false,
    quotaLimited: [],
    requestId,
  };
}
