/** The shell and each remote served by nginx, from the config rendered for this stack. */
import { lookup } from 'node:dns/promises';
import path from 'node:path';
import { STACK_HOST, type PortLayout } from '../port-layout';
import { renderNginxConfig } from '../nginx/render-nginx-config';
import { findNginx, startNginx, testNginxConfig, writeNginxPrefix } from '../nginx/run-nginx';
import type { Teardown } from '../processes/teardown';
import { stackSites } from '../serving/stack-sites';
import type { StackPaths } from '../workspace';

/** Listen where `localhost` resolves, exactly as the Node servers and the browser see it. */
export async function loopbackAddresses(): Promise<string[]> {
  const addresses = await lookup(STACK_HOST, { all: true });
  return [...new Set(addresses.map(({ address }) => address))];
}

export async function startNginxServers(options: {
  root: string;
  layout: PortLayout;
  paths: StackPaths;
  teardown: Teardown;
}): Promise<void> {
  const binary = await findNginx();
  const sites = stackSites(options.root, options.layout, options.paths);
  const prefix = options.paths.nginxDir;
  const config = await renderNginxConfig({
    prefix,
    sites,
    listenAddresses: await loopbackAddresses(),
    templatesDir: path.join(options.root, 'deploy', 'nginx'),
  });
  await writeNginxPrefix(prefix, config);
  await testNginxConfig(binary, prefix);
  const nginx = await startNginx(
    binary,
    prefix,
    sites.map((site) => site.port),
  );
  options.teardown.add('nginx', () => nginx.stop());
}
