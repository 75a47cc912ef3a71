import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';
import { chooseEncoding, COMPRESS_MIN_BYTES } from './compress-replies';

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['identity', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('answers %p with %p', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('compressed JSON replies', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(() => t.sandbox.stop());

  const get = (path: string, acceptEncoding?: string) =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
      (resolve, reject) => {
        const url = new URL(`${t.sandbox.urls.api}${path}`);
        const req = request(
          url,
          { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                body: Buffer.concat(chunks),
              }),
            );
          },
        );
        req.on('error', reject);
        req.end();
      },
    );

  const HOMEPAGE = '/marketplace/homepage?country_code=NG';

  it('sends the homepage as brotli to a browser, several times smaller', async () => {
    const plain = await get(HOMEPAGE);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESS_MIN_BYTES);

    const answer = await get(HOMEPAGE, 'gzip, deflate, br, zstd');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.headers['vary']).toMatch(/Accept-Encoding/);
    const decoded = brotliDecompressSync(answer.body);
    expect(decoded.toString()).toBe(plain.body.toString());
    expect(answer.body.length * 4).toBeLessThan(plain.body.length);
  });

  it('sends gzip to a caller that takes gzip only', async () => {
    const answer = await get(HOMEPAGE, 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(answer.body).toString())).toMatchObject({ status: 'success' });
  });

  it('leaves small answers alone, saying they vary with Accept-Encoding', async () => {
    const small = await get('/marketplace/homepage', 'br');
    expect(small.status).toBe(422);
    expect(small.body.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toMatchObject({ status: 'error' });
    expect(small.headers['vary']).toMatch(/Accept-Encoding/);
  });

  it('leaves images as they are', async () => {
    const homepage = JSON.parse((await get(HOMEPAGE)).body.toString()) as unknown;
    const logo = /"logo_url":"([^"]+)"/.exec(JSON.stringify(homepage))?.[1];
    expect(logo).toBeDefined();
    const image = await get(new URL(logo as string).pathname.replace(/^\/api/, ''), 'br');
    expect(image.headers['content-encoding']).toBeUndefined();
  });
});
