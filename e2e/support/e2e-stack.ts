/**
 * Where the e2e stack lives: the same port layout as `pnpm start`, 1000 higher, its sites served
 * over https (the sandbox stays on http and ws).
 */
import { findWorkspaceRoot } from '@jara/federation/workspace-root';
import { certificatePaths } from '@jara/local-stack/local-certificate';
import { E2E_PORTS, stackOrigins } from '@jara/local-stack/port-layout';
import { stackPaths } from '@jara/local-stack/workspace';

export { DEMO_LOGIN } from '@jara/local-stack/demo-login';

export const E2E_ORIGINS = stackOrigins(E2E_PORTS);

function served(origin: string | undefined, what: string): string {
  if (origin === undefined) throw new Error(`The e2e port layout has no ${what}`);
  return origin;
}

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
  faultyRemoteEntry: `${served(E2E_ORIGINS.faultyRemote, 'faulty remote')}/mf-manifest.json`,
  /** The one-bundle build of the same source, when tools/one-bundle/dist has been built. */
  oneBundle: served(E2E_ORIGINS.oneBundle, 'one-bundle site'),
} as const;

/**
 * The certificate the e2e stack makes at every start (self-signed, for localhost). Node-side
 * calls trust it as an extra CA (NODE_EXTRA_CA_CERTS, set by the Playwright config); browsers
 * accept it through `ignoreHTTPSErrors` / `--ignore-certificate-errors`.
 */
export const E2E_TLS_CERTIFICATE = certificatePaths(
  stackPaths(findWorkspaceRoot(import.meta.dirname), 'e2e').tlsDir,
).certificate;

export function remoteManifestUrl(remote: keyof typeof E2E_ORIGINS.remotes): string {
  return `${E2E_ORIGINS.remotes[remote]}/mf-manifest.json`;
}
