/**
 * The stack the e2e suite and the bench drive (Playwright's webServer runs this): the production
 * build served by nginx over TLS and HTTP/2 on the e2e ports (local + 1000) with its prerendered
 * pages published, the fault-injection fixture remote, the one-bundle build when it has been
 * built, and a sandbox with a fresh temp data folder. Runs until SIGTERM/SIGINT, then leaves
 * nothing behind.
 * Set E2E_SKIP_BUILD=1 when the bundles were just built.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildBundles, buildPackage } from './build/build-bundles';
import { assertBuilt } from './build/build-marker';
import { allPorts, E2E_PORTS } from './port-layout';
import { assertPortsFree } from './processes/ports-free';
import { E2E_APP_CONFIG } from './runtime/runtime-documents';
import { onShutdown } from './processes/shutdown';
import { Teardown } from './processes/teardown';
import { startNginxServers } from './stack/start-nginx-servers';
import { stackUrlLines } from './stack/print-stack-urls';
import { startStackServices } from './stack/start-stack-services';
import { publishStackPages } from './pages/publish-stack-pages';
import { publishAndFollowCatalogue } from './pages/republish-on-catalogue-change';
import { findWorkspaceRoot } from '@jara/federation/workspace-root';
import { middayToday } from '@jara/sandbox/midday';
import { oneBundleDist, siteBundles, stackPaths } from './workspace';

async function main() {
  const root = findWorkspaceRoot(import.meta.dirname);
  const layout = E2E_PORTS;
  const paths = stackPaths(root, 'e2e');
  const bundles = siteBundles(root);
  const teardown = new Teardown();
  onShutdown(() => teardown.run());

  await assertPortsFree(allPorts(layout));
  if (process.env.E2E_SKIP_BUILD === '1') assertBuilt(bundles);
  else await buildBundles(bundles, { root });
  await buildPackage('@jara/e2e', 'build:fixtures', { root });
  if (!existsSync(path.join(oneBundleDist(root), 'index.html'))) {
    console.info(
      `one-bundle site not served: ${path.relative(root, oneBundleDist(root))} is not built`,
    );
  }

  await teardown.guard(async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'jara-e2e-sandbox-'));
    teardown.add('sandbox data', () => rm(dataDir, { recursive: true, force: true }));
    const sandbox = await startStackServices({
      root,
      layout,
      paths,
      teardown,
      dataDir,
      appConfig: E2E_APP_CONFIG,
      // The suite orders from stores and a closed store takes nothing: its day starts at noon.
      clockStartAt: middayToday(),
    });
    await publishAndFollowCatalogue({
      sandbox,
      teardown,
      publish: () => publishStackPages({ root, layout, paths }),
    });
    await startNginxServers({
      root,
      layout,
      paths,
      teardown,
      realtimeUpstream: sandbox.realtime.port,
    });
  });
  console.info(`\n${stackUrlLines(layout, 'nginx').join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(`\ne2e stack failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
