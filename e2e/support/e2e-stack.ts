/**
 * Where the e2e stack lives: the same port layout as `pnpm start`, 1000 higher, its sites served
 * over https (the sandbox stays on http). A Playwright worker uses it through its own sandbox
 * slot (port-layout.ts `slotLayout`, chosen by the worker's parallel index): the slot's shell
 * site serves the stack's build, registry and pages with a runtime config naming the slot's
 * sandbox, which the worker runs itself (e2e-test.ts). Outside a worker (the config, the bench)
 * the layout is the stack's own.
 */
import { findWorkspaceRoot } from '@jara/federation/workspace-root';
import { certificatePaths } from '@jara/local-stack/local-certificate';
import {
  E2E_PORTS,
  slotLayout,
  stackOrigins,
  type PortLayout,
} from '@jara/local-stack/port-layout';
import { stackPaths } from '@jara/local-stack/workspace';

export { DEMO_LOGIN } from '@jara/local-stack/demo-login';

/** Set by Playwright in each worker before any spec module loads. */
const workerSlot = process.env.TEST_PARALLEL_INDEX;

export const E2E_LAYOUT: PortLayout =
  workerSlot === undefined ? E2E_PORTS : slotLayout(E2E_PORTS, Number(workerSlot));

export const E2E_ORIGINS = stackOrigins(E2E_LAYOUT);

function served(origin: string | undefined, what: string): string {
  if (origin === undefined) throw new Error(`The e2e port layout has no ${what}`);
  return origin;
}

function urlsOf(origins: ReturnType<typeof stackOrigins>) {
  return {
    site: origins.shell,
    registry: `${origins.shell}/registry.json`,
    appConfig: `${origins.shell}/app-config.json`,
    api: `${origins.api}/api`,
    plansApi: `${origins.plans}/api`,
    realtime: origins.realtime,
    analytics: origins.analytics,
    /** Control endpoints of the sandbox (reset, clock, realtime restart, ...). */
    sandboxControl: `${origins.api}/__sandbox`,
    faultyRemoteEntry: `${served(origins.faultyRemote, 'faulty remote')}/mf-manifest.json`,
  } as const;
}

export const E2E_URLS = urlsOf(E2E_ORIGINS);

/** The stack's own site and sandbox, whichever slot this process uses. */
export const STACK_URLS = {
  ...urlsOf(stackOrigins(E2E_PORTS)),
  /** The one-bundle build of the same source, when tools/one-bundle/dist has been built. */
  oneBundle: served(stackOrigins(E2E_PORTS).oneBundle, 'one-bundle site'),
} as const;

/**
 * The origin the stack publishes its pages for: their canonical and hreflang links and the
 * sitemap name it, whichever site of the stack (a worker's slot included) serves them.
 */
export const PUBLISHED_ORIGIN = STACK_URLS.site;

/**
 * The certificate and key the e2e stack makes at every start (self-signed, for localhost).
 * Node-side calls trust it as an extra CA (NODE_EXTRA_CA_CERTS, set by the Playwright config);
 * browsers accept it through `ignoreHTTPSErrors` / `--ignore-certificate-errors`; a worker's
 * sandbox serves wss with it.
 */
export const E2E_TLS = certificatePaths(
  stackPaths(findWorkspaceRoot(import.meta.dirname), 'e2e').tlsDir,
);

export function remoteManifestUrl(remote: keyof typeof E2E_ORIGINS.remotes): string {
  return `${E2E_ORIGINS.remotes[remote]}/mf-manifest.json`;
}
