/**
 * The two documents the shell reads at start instead of baking URLs into its build. Both are
 * generated from a port layout, so the local stack and the e2e stack differ only in their base.
 */
import type { RemoteName } from '@jara/contracts/remote-contract';
import { manifestUrl } from '@jara/contracts/release-layout';
import type {
  DeployEnvironment,
  RemoteRegistry,
  RuntimeConfig,
} from '@jara/contracts/runtime-config';
import { STACK_HOST, stackOrigins, type PortLayout } from '../port-layout';
import {
  parseOrExplain,
  remoteRegistrySchema,
  runtimeConfigSchema,
} from './runtime-document-schemas';

export const REGISTRY_FILE = 'registry.json';
export const APP_CONFIG_FILE = 'app-config.json';

/** The sandbox's analytics sink accepts any token; this one says where events came from. */
export const SANDBOX_ANALYTICS_TOKEN = 'phc_jara_sandbox';
export const SANDBOX_REALTIME_KEY = 'jara-sandbox-key';

export interface AppConfigOptions {
  realtimeKey?: string;
  pollIntervalMs?: number;
  remoteTimeoutMs?: number;
  environment?: DeployEnvironment;
  allowVersionPins?: boolean;
}

export const DEFAULT_POLL_INTERVAL_MS = 60_000;
export const DEFAULT_REMOTE_TIMEOUT_MS = 8000;
/** The e2e stack: fast enough for tests to see a new build or a dead remote within seconds. */
export const E2E_APP_CONFIG = {
  pollIntervalMs: 2000,
  remoteTimeoutMs: 3000,
  environment: 'production',
} as const;

export function createAppConfig(layout: PortLayout, options: AppConfigOptions = {}): RuntimeConfig {
  const origins = stackOrigins(layout);
  const config: RuntimeConfig = {
    api: { baseUrl: `${origins.api}/api`, plansBaseUrl: `${origins.plans}/api` },
    realtime: {
      key: options.realtimeKey ?? SANDBOX_REALTIME_KEY,
      wsHost: STACK_HOST,
      wsPort: layout.sandbox.realtime,
      // pusher-js uses TLS on an https page whatever this says; say what the stack serves.
      forceTLS: layout.tls,
      authEndpoint: `${origins.api}/broadcasting/auth`,
    },
    analytics: { token: SANDBOX_ANALYTICS_TOKEN, host: origins.analytics },
    defaultCountry: 'NG',
    updates: { pollIntervalMs: options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS },
    remoteTimeoutMs: options.remoteTimeoutMs ?? DEFAULT_REMOTE_TIMEOUT_MS,
    // The local stacks are for squads and testers: pins are allowed there.
    environment: options.environment ?? 'local',
    allowVersionPins: options.allowVersionPins ?? false,
  };
  return parseOrExplain(runtimeConfigSchema, config, APP_CONFIG_FILE);
}

/** Where a remote's build lives on its own origin: the root, or an immutable release folder. */
export function remoteEntryUrl(layout: PortLayout, remote: RemoteName, release?: string): string {
  return manifestUrl(stackOrigins(layout).remotes[remote], release);
}

export function createRegistry(
  layout: PortLayout,
  versions: Record<RemoteName, string>,
): RemoteRegistry {
  const remotes = Object.fromEntries(
    (Object.keys(versions) as RemoteName[]).map((name) => [
      name,
      { entry: remoteEntryUrl(layout, name), version: versions[name] },
    ]),
  );
  return parseOrExplain(remoteRegistrySchema, { remotes }, REGISTRY_FILE);
}
