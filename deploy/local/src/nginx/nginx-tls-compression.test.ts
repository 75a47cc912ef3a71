import { readFile, rm, writeFile } from 'node:fs/promises';
import type { ClientHttp2Session } from 'node:http2';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressAssets } from '../build/precompress-assets';
import type { ManagedProcess } from '../processes/managed-process';
import { freePort } from '../test-support/free-port';
import { createServingFixture, type ServingFixture } from '../test-support/serving-fixture';
import { startTlsNginx } from '../test-support/tls-nginx';
import type { NginxBuild } from './run-nginx';

/** A hashed chunk big enough to be worth compressing, as the builds' chunks are. */
const CHUNK = 'vendor.fedcba9876.js';
const CHUNK_BODY = `export const stores = ${JSON.stringify(
  Array.from({ length: 300 }, (_, id) => ({ id, name: `Mama Put ${id}`, open: id % 2 === 0 })),
)};\n`;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

describe('nginx over TLS with HTTP/2 and precompressed assets', () => {
  let fixture: ServingFixture;
  let nginx: ManagedProcess;
  let build: NginxBuild;
  let session: ClientHttp2Session;
  const ports = { shell: 0, remote: 0 };

  beforeAll(async () => {
    fixture = await createServingFixture();
    await writeFile(path.join(fixture.dir, 'shell-dist', CHUNK), CHUNK_BODY);
    await precompressAssets([path.join(fixture.dir, 'shell-dist')]);
    ports.shell = await freePort();
    ports.remote = await freePort();
    ({ nginx, build, session } = await startTlsNginx(fixture, ports));
  });

  afterAll(async () => {
    session?.close();
    await nginx?.stop();
    await rm(fixture.dir, { recursive: true, force: true });
  });

  const get = (urlPath: string, acceptEncoding?: string) =>
    new Promise<Answer>((resolve, reject) => {
      const stream = session.request({
        ':path': urlPath,
        ...(acceptEncoding !== undefined && { 'accept-encoding': acceptEncoding }),
      });
      const chunks: Buffer[] = [];
      let headers: Answer['headers'] = {};
      stream.on('response', (received) => (headers = received));
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () =>
        resolve({ status: Number(headers[':status']), headers, body: Buffer.concat(chunks) }),
      );
      stream.on('error', reject);
      stream.end();
    });

  it('speaks HTTP/2 over TLS with the certificate made for the stack', async () => {
    const answer = await get('/');
    expect(session.alpnProtocol).toBe('h2');
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toContain('prerendered home');
  });

  it('sends the brotli copy of a hashed asset to a browser that accepts brotli', async () => {
    const answer = await get(`/${CHUNK}`, 'gzip, deflate, br, zstd');
    // A machine without the brotli_static module still serves the gzip copy.
    const expected = build.brotliStaticModule ? 'br' : 'gzip';
    expect(answer.headers['content-encoding']).toBe(expected);
    const decoded = expected === 'br' ? brotliDecompressSync(answer.body) : gunzipSync(answer.body);
    expect(decoded.toString()).toBe(CHUNK_BODY);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['vary']).toBe('Accept-Encoding');
  });

  it('sends the gzip copy to a client that accepts gzip only', async () => {
    const answer = await get(`/${CHUNK}`, 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.body).toEqual(
      await readFile(path.join(fixture.dir, 'shell-dist', `${CHUNK}.gz`)),
    );
    expect(gunzipSync(answer.body).toString()).toBe(CHUNK_BODY);
  });

  it('sends the file itself to a client that accepts no encoding', async () => {
    const answer = await get(`/${CHUNK}`);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(CHUNK_BODY);
  });

  it('keeps the security headers over HTTP/2, and leaves the CSP off a served chunk', async () => {
    const missing = await get('/missing.0123456789.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    expect(missing.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const chunk = await get(`/${CHUNK}`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers['x-content-type-options']).toBe('nosniff');
    expect(chunk.headers['content-security-policy']).toBeUndefined();
  });
});
