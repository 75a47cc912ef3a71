/** Where the e2e stack lives: the same port layout as `pnpm start`, 1000 higher. */
import { E2E_PORTS, stackOrigins } from '@jara/local-stack/port-layout';

export { DEMO_LOGIN } from '@jara/local-stack/demo-login';

export const E2E_ORIGINS = stackOrigins(E2E_PORTS);

export const E2E_URLS = {
  site: E2E_ORIGINS.shell,
  registry: `${E2E_ORIGINS.shell}/registry.json`,
  appConfig: `${E2E_ORIGINS.shell}/app-config.json`,
  api: `${E2E_ORIGINS.api}/api`,
  plansApi: `${E2E_ORIGINS.plans}/api`,
  realtime: E2E_ORIGINS.realtime,
  analytics: E2E_ORIGINS.analytics,
  /** Control endpoints of the sandbox (reset, clock, realtime restart, ...). */
  sandboxControl: `${E2E_ORIGINS.api}/__sandbox`,
  faultyRemoteEntry: `${E2E_ORIGINS.faultyRemote}/mf-manifest.json`,
} as const;

export function remoteManifestUrl(remote: keyof typeof E2E_ORIGINS.remotes): string {
  return `${E2E_ORIGINS.remotes[remote]}/mf-manifest.json`;
}
