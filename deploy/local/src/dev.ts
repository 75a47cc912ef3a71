/**
 * `pnpm dev`: every bundle in watch mode (`rspack build --watch`) behind the same servers as
 * `pnpm start`; the servers read from disk on every request, so a rebuild is served as it lands.
 * Pages are published once the first builds are in (`publish-pages` publishes them again).
 */
import { watchBundles } from './build/watch-bundles';
import { allPorts, LOCAL_PORTS } from './port-layout';
import { assertPortsFree } from './processes/ports-free';
import { onShutdown } from './processes/shutdown';
import { Teardown } from './processes/teardown';
import { startNodeServers } from './stack/start-node-servers';
import { stackUrlLines } from './stack/print-stack-urls';
import { startStackServices } from './stack/start-stack-services';
import { publishStackPages } from './pages/publish-stack-pages';
import { publishAndFollowCatalogue } from './pages/republish-on-catalogue-change';
import { findWorkspaceRoot } from '@jara/federation/workspace-root';
import { siteBundles, stackPaths } from './workspace';

async function main() {
  const root = findWorkspaceRoot(import.meta.dirname);
  const layout = LOCAL_PORTS;
  const paths = stackPaths(root, 'local');
  const teardown = new Teardown();
  onShutdown(() => teardown.run());

  await assertPortsFree(allPorts(layout));
  const sandbox = await teardown.guard(async () => {
    // Servers first: the site answers (with 404s for what is not built yet) while watchers start.
    const services = await startStackServices({ root, layout, paths, teardown });
    await startNodeServers({ root, layout, paths, teardown });
    const watchers = await watchBundles(siteBundles(root), { root });
    for (const watcher of watchers) teardown.add(`${watcher.name} watcher`, () => watcher.stop());
    return services;
  });
  // Mid-edit, a prerender may well fail: the site still runs on the SPA, so say why and go on.
  await publishAndFollowCatalogue({
    sandbox,
    teardown,
    publish: () => publishStackPages({ root, layout, paths }),
  }).catch((error: unknown) => console.warn((error as Error).message));
  console.info(`\n${stackUrlLines(layout, 'node').join('\n')}\nRebuilding on every change.`);
}

main().catch((error: unknown) => {
  console.error(`\npnpm dev failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
