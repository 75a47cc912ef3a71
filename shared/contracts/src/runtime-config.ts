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
  /**
   * Where this config is deployed. In `production` a tester may pin a remote to another
   * released version (QA overrides) only when `allowVersionPins` is true; elsewhere always.
   */
  environment: DeployEnvironment;
  allowVersionPins: boolean;
}

export const DEPLOY_ENVIRONMENTS = ['production', 'staging', 'local'] as const;
export type DeployEnvironment = (typeof DEPLOY_ENVIRONMENTS)[number];

/** One released build of a remote: its federation manifest and the version it was released as. */
export interface RegistryRelease {
  entry: string;
  version: string;
}

/** A release a share of devices gets instead of the stable one (sticky per device). */
export interface RegistryCanary extends RegistryRelease {
  /** The share of devices, 1 to 99. */
  percent: number;
}

/** A remote's entry: the stable release every device gets, unless it falls in the canary. */
export interface RegistryRemote extends RegistryRelease {
  canary?: RegistryCanary;
  /** The versions this remote was stable on before, oldest first (bounded; rollback reads it). */
  history?: string[];
}

/** `/registry.json`: which build of each remote the shell loads. */
export interface RemoteRegistry {
  /**
   * Raised by one at every write. A writer sends back the revision it read and is refused when
   * another wrote in between (compare-and-swap): two squads releasing at once both land.
   */
  revision?: number;
  remotes: Record<string, RegistryRemote>;
}
