/** The shell and each remote served by Node (Fastify), one port each. */
import type { PortLayout } from '../port-layout';
import type { Teardown } from '../processes/teardown';
import { startSiteServer, type RunningServer } from '../serving/site-server';
import { stackSites } from '../serving/stack-sites';
import type { StackPaths } from '../workspace';

export async function startNodeServers(options: {
  root: string;
  layout: PortLayout;
  paths: StackPaths;
  teardown: Teardown;
}): Promise<RunningServer[]> {
  const servers: RunningServer[] = [];
  for (const site of stackSites(options.root, options.layout, options.paths)) {
    const server = await startSiteServer(site);
    options.teardown.add(`${site.name} server`, () => server.close());
    servers.push(server);
  }
  return servers;
}
