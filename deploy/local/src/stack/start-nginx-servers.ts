/**
 * The shell and each remote served by nginx, from the config rendered for this stack: over TLS
 * with HTTP/2 and a certificate made now when the layout says so (realtime then as wss in front of
 * the sandbox's ws server, its images as https in front of its API), with brotli and gzip copies
 * of every hashed asset written first.
 */
import { lookup } from 'node:dns/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { STACK_HOST, type PortLayout } from '../port-layout';
import { precompressAssets } from '../build/precompress-assets';
import { renderNginxConfig } from '../nginx/render-nginx-config';
import {
  findNginx,
  nginxBuild,
  startNginx,
  testNginxConfig,
  writeNginxPrefix,
} from '../nginx/run-nginx';
import type { Teardown } from '../processes/teardown';
import { stackSites } from '../serving/stack-sites';
import { sandboxProxies } from './sandbox-proxies';
import { createLocalCertificate } from '../tls/local-certificate';
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
  /**
   * Where the sandbox's realtime server really listens when the layout is served over TLS:
   * nginx answers wss on the layout's realtime port and passes the socket on.
   */
  realtimeUpstream?: number;
}): Promise<void> {
  const proxies = sandboxProxies(options.layout, options.realtimeUpstream);
  const binary = await findNginx();
  const build = await nginxBuild(binary);
  const sites = stackSites(options.root, options.layout, options.paths);
  const started = Date.now();
  // Released builds too (`/v/<release>/`), once a release has been made.
  const served = sites.flatMap((site) => [
    site.roots.dist,
    ...(site.roots.releases && existsSync(site.roots.releases) ? [site.roots.releases] : []),
  ]);
  const { assets, written } = await precompressAssets(served);
  console.info(
    `precompressed ${assets} hashed assets (${written} copies written, ${Date.now() - started} ms)` +
      (build.brotliStaticModule ? '' : '; no brotli_static module: serving gzip only'),
  );
  const certificate = options.layout.tls
    ? await createLocalCertificate(options.paths.tlsDir)
    : undefined;
  const prefix = options.paths.nginxDir;
  const config = await renderNginxConfig({
    prefix,
    sites,
    listenAddresses: await loopbackAddresses(),
    templatesDir: path.join(options.root, 'deploy', 'nginx'),
    ...(certificate && { tls: { ...certificate, http2: build.http2 } }),
    ...(build.brotliStaticModule && { brotliStaticModule: build.brotliStaticModule }),
    proxies,
  });
  await writeNginxPrefix(prefix, config);
  await testNginxConfig(binary, prefix);
  const nginx = await startNginx(binary, prefix, [
    ...sites.map((site) => site.port),
    ...proxies.map((proxy) => proxy.port),
  ]);
  options.teardown.add('nginx', () => nginx.stop());
}
