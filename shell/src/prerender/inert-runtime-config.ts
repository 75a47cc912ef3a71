/**
 * The runtime config the prerendered tree's root hands to parcels. Prerendering calls no API,
 * opens no socket and loads no remote (all of that happens in effects, which never run on the
 * server), so nothing reads these values: the live page gets `/app-config.json` at boot.
 */
import type { RuntimeConfig } from '@jara/contracts/runtime-config';

export function inertRuntimeConfig(origin: string): RuntimeConfig {
  return {
    api: { baseUrl: origin, plansBaseUrl: origin },
    realtime: {
      key: 'prerender',
      wsHost: 'localhost',
      wsPort: 443,
      forceTLS: true,
      authEndpoint: origin,
    },
    analytics: { token: '', host: origin },
    defaultCountry: 'NG',
    updates: { pollIntervalMs: 60_000 },
    remoteTimeoutMs: 10_000,
    environment: 'production',
    allowVersionPins: false,
  };
}
