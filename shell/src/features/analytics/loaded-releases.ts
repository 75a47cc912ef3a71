/**
 * Every analytics event names the release of each remote this page loaded and the channel that
 * chose it (stable, canary, pinned), so any figure or error can be put on a version and a canary
 * compared with stable.
 *
 * Added by wrapping the client's capture rather than as posthog super properties (`register`):
 * those are persisted in localStorage and would carry one visit's versions onto the next visit's
 * first events, and they are set once while the releases are read at every capture (a remote
 * chosen after analytics started is named too). Every event goes through this one client: page
 * views, web vitals, `remote_loaded` and every `analytics:track` on the bus, and errors.
 */
import { chosenReleases, type ChosenReleases } from '../remote-loading/releases/chosen-releases';
import type { AnalyticsClient } from './analytics-client';

export interface LoadedReleaseProperties {
  remote_versions: Record<string, string>;
  remote_channels: Record<string, string>;
}

export function loadedReleaseProperties(releases: ChosenReleases): LoadedReleaseProperties {
  const loaded = Object.entries(releases).filter(([, release]) => release !== undefined);
  return {
    remote_versions: Object.fromEntries(loaded.map(([name, release]) => [name, release.version])),
    remote_channels: Object.fromEntries(loaded.map(([name, release]) => [name, release.channel])),
  };
}

export function withLoadedReleases(
  client: AnalyticsClient,
  releases: () => ChosenReleases = chosenReleases,
): AnalyticsClient {
  return {
    // The page's own figures win over a remote's properties of the same name.
    capture: (event, properties) =>
      client.capture(event, { ...properties, ...loadedReleaseProperties(releases()) }),
    identify: (distinctId, properties) => client.identify(distinctId, properties),
    setPersonProperties: (properties) => client.setPersonProperties(properties),
    reset: () => client.reset(),
  };
}
