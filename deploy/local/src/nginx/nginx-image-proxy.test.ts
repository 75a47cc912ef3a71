import { createServer, type Server } from 'node:http';
import { rm } from 'node:fs/promises';
import type { ClientHttp2Session } from 'node:http2';
import type { ManagedProcess } from '../processes/managed-process';
import { freePort } from '../test-support/free-port';
import { createServingFixture, type ServingFixture } from '../test-support/serving-fixture';
import { startTlsNginx } from '../test-support/tls-nginx';

const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';

describe('nginx in front of the sandbox’s images', () => {
  let fixture: ServingFixture;
  let upstream: Server;
  let nginx: ManagedProcess;
  let session: ClientHttp2Session;
  const asked: string[] = [];

  beforeAll(async () => {
    fixture = await createServingFixture();
    // Stands in for the sandbox's API: an image with its own cache header, a 404, and an API call.
    upstream = createServer((request, response) => {
      asked.push(request.url ?? '');
      if (request.url === '/assets/vendors/mama-put/logo.svg') {
        response.writeHead(200, {
          'Content-Type': 'image/svg+xml; charset=utf-8',
          'Cache-Control': 'public, max-age=86400',
        });
        response.end(LOGO);
      } else {
        response.writeHead(request.url?.startsWith('/assets/') ? 404 : 200);
        response.end('{}');
      }
    });
    const upstreamPort = await freePort();
    await new Promise<void>((resolve) => upstream.listen(upstreamPort, '127.0.0.1', resolve));
    const ports = { shell: await freePort(), remote: await freePort(), images: await freePort() };
    ({ nginx, session } = await startTlsNginx(fixture, ports, {
      proxies: [
        {
          kind: 'http',
          name: 'images',
          port: ports.images,
          upstream: `127.0.0.1:${upstreamPort}`,
          prefix: '/assets/',
        },
      ],
      sessionPort: ports.images,
    }));
  });

  afterAll(async () => {
    session?.close();
    await nginx?.stop();
    await new Promise((resolve) => upstream?.close(resolve));
    await rm(fixture.dir, { recursive: true, force: true });
  });

  const get = (urlPath: string) =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
      (resolve, reject) => {
        const stream = session.request({ ':path': urlPath });
        let headers: Record<string, unknown> = {};
        let body = '';
        stream.on('response', (received) => (headers = received));
        stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
        stream.on('end', () => resolve({ status: Number(headers[':status']), headers, body }));
        stream.on('error', reject);
        stream.end();
      },
    );

  it('serves an image over TLS and HTTP/2 with the sandbox’s own headers', async () => {
    const answer = await get('/assets/vendors/mama-put/logo.svg');
    expect(session.alpnProtocol).toBe('h2');
    expect(answer).toMatchObject({ status: 200, body: LOGO });
    expect(answer.headers['cache-control']).toBe('public, max-age=86400');
    expect(answer.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
  });

  it('passes on the sandbox’s 404 for an image it does not have', async () => {
    expect((await get('/assets/products/none.svg')).status).toBe(404);
  });

  it('answers 404 for everything outside /assets/ without asking the sandbox', async () => {
    for (const urlPath of ['/api/marketplace/vendors', '/__sandbox/reset', '/assetsx/a.svg', '/']) {
      expect((await get(urlPath)).status).toBe(404);
    }
    expect(asked.filter((url) => !url.startsWith('/assets/'))).toEqual([]);
  });
});
