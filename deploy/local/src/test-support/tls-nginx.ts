/**
 * The serving fixture behind a real nginx over TLS and HTTP/2, as the e2e stack serves (a fresh
 * local certificate, brotli_static where the module is installed), and an HTTP/2 session to one
 * of its ports that trusts that certificate.
 */
import { readFile } from 'node:fs/promises';
import { connect, type ClientHttp2Session } from 'node:http2';
import path from 'node:path';
import type { TlsProxy } from '../nginx/render-proxy-servers';
import { findNginx, nginxBuild, startNginx, type NginxBuild } from '../nginx/run-nginx';
import type { ManagedProcess } from '../processes/managed-process';
import { createLocalCertificate } from '../tls/local-certificate';
import { writeFixtureNginxPrefix } from './fixture-nginx-prefix';
import type { ServingFixture } from './serving-fixture';

export interface TlsNginx {
  nginx: ManagedProcess;
  build: NginxBuild;
  session: ClientHttp2Session;
}

export async function startTlsNginx(
  fixture: ServingFixture,
  ports: { shell: number; remote: number },
  options: { proxies?: TlsProxy[]; sessionPort?: number } = {},
): Promise<TlsNginx> {
  const binary = await findNginx();
  const build = await nginxBuild(binary);
  const certificate = await createLocalCertificate(path.join(fixture.dir, 'tls'));
  const proxies = options.proxies ?? [];
  const prefix = await writeFixtureNginxPrefix(fixture, ports, 'nginx', {
    tls: { ...certificate, http2: build.http2 },
    ...(build.brotliStaticModule && { brotliStaticModule: build.brotliStaticModule }),
    proxies,
  });
  const nginx = await startNginx(binary, prefix, [
    ports.shell,
    ports.remote,
    ...proxies.map((proxy) => proxy.port),
  ]);
  const session = connect(`https://localhost:${options.sessionPort ?? ports.shell}`, {
    ca: await readFile(certificate.certificate),
  });
  return { nginx, build, session };
}
