/**
 * The document served beside the shell's index.html (`/app-config.json`). Changing it points the
 * site at another backend with no rebuild.
 */
import type { CountryCode } from './constants';

export interface RuntimeConfig {
  api: {
    /** Main API base, e.g. https://api.example.com/api */
    baseUrl: string;
    /** Cleaning and laundry plan API base. */
    plansBaseUrl: string;
  };
  realtime: {
    key: string;
    wsHost: string;
    wsPort: number;
    forceTLS: boolean;
    /** Broadcasting auth endpoint that signs private channels. */
    authEndpoint: string;
  };
  analytics: {
    /** Public project token; empty means analytics is off. */
    token: string;
    host: string;
  };
  defaultCountry: CountryCode;
  updates: {
    /** How often `builds/latest.json` is polled. */
    pollIntervalMs: number;
  };
  /** How long a remote may take to load before its fallback shows. */
  remoteTimeoutMs: number;
}

/** `/registry.json`: which build of each remote the shell loads. */
export interface RemoteRegistry {
  remotes: Record<string, { entry: string; version: string }>;
}
