/**
 * How posthog-js is set up here. Page views come from the shell's router (one per navigation
 * across bundles), so posthog's own page views, page leaves and autocapture are off. Recording is
 * off at init and started by the client once the page is idle again; when it runs, every input
 * is masked. Nothing is fetched from posthog's CDN: the CSP would refuse scripts from the
 * analytics host, and everything needed, the recorder included, is bundled.
 */
import type { PostHogConfig } from 'posthog-js/dist/module.slim';

export interface PosthogSettings {
  token: string;
  host: string;
}

export type SessionRecordingClass = NonNullable<
  NonNullable<PostHogConfig['__extensionClasses']>['sessionRecording']
>;

export function posthogOptions(
  settings: PosthogSettings,
  sessionRecording: SessionRecordingClass,
): Partial<PostHogConfig> {
  return {
    api_host: settings.host,
    capture_pageview: false,
    capture_pageleave: false,
    autocapture: false,
    disable_surveys: true,
    disable_external_dependency_loading: true,
    persistence: 'localStorage',
    disable_session_recording: true,
    session_recording: {
      // Typed text (addresses, card holders, emails, passwords) never leaves the customer's
      // device, whatever the project's settings on the analytics host say.
      maskAllInputs: true,
    },
    // The slim build has no recording; this adds the (small) part that drives the recorder.
    __extensionClasses: { sessionRecording },
  };
}
