/**
 * `pnpm start`: builds every bundle for production, starts the sandbox, writes the runtime
 * documents, publishes the prerendered pages and serves the shell and each remote from its own
 * port, as separate deploys would.
 *   --skip-build  serve what is already in each dist/
 *   --nginx       serve through nginx (the production config) instead of Node
 */
import { parseArgs } from 'node:util';
import { buildBundles } from './build/build-bundles';
import { assertBuilt } from './build/build-marker';
import { allPorts, LOCAL_PORTS } from './port-layout';
import { assertPortsFree } from './processes/ports-free';
import { onShutdown } from './processes/shutdown';
import { Teardown } from './processes/teardown';
import { startNginxServers } from './stack/start-nginx-servers';
import { startNodeServers } from './stack/start-node-servers';
import { stackUrlLines } from './stack/print-stack-urls';
import { startStackServices } from './stack/start-stack-services';
import { publishStackPages } from './pages/publish-stack-pages';
import { publishAndFollowCatalogue } from './pages/republish-on-catalogue-change';
import { findWorkspaceRoot } from '@jara/federation/workspace-root';
import { siteBundles, stackPaths } from './workspace';

async function main() {
  const { values } = parseArgs({
    options: { 'skip-build': { type: 'boolean' }, nginx: { type: 'boolean' } },
  });
  const root = findWorkspaceRoot(import.meta.dirname);
  const layout = LOCAL_PORTS;
  const paths = stackPaths(root, 'local');
  const bundles = siteBundles(root);
  const teardown = new Teardown();
  onShutdown(() => teardown.run());

  await assertPortsFree(allPorts(layout));
  if (values['skip-build']) assertBuilt(bundles);
  else await buildBundles(bundles, { root });

  await teardown.guard(async () => {
    const sandbox = await startStackServices({ root, layout, paths, teardown });
    await publishAndFollowCatalogue({
      sandbox,
      teardown,
      publish: () => publishStackPages({ root, layout, paths }),
    });
    const servers = { root, layout, paths, teardown };
    await (values.nginx ? startNginxServers(servers) : startNodeServers(servers));
  });
  console.info(`\n${stackUrlLines(layout, values.nginx ? 'nginx' : 'node').join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(`\npnpm start failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
