import { X509Certificate } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { certificatePaths, createLocalCertificate } from './local-certificate';

describe('the local TLS certificate', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'jara-tls-'));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('is for localhost and its loopback addresses, valid now and for a month', async () => {
    const paths = await createLocalCertificate(dir);
    expect(paths).toEqual(certificatePaths(dir));
    const certificate = new X509Certificate(await readFile(paths.certificate));
    expect(certificate.subjectAltName).toBe(
      'DNS:localhost, IP Address:127.0.0.1, IP Address:0:0:0:0:0:0:0:1',
    );
    expect(certificate.checkHost('localhost')).toBe('localhost');
    expect(new Date(certificate.validFrom).getTime()).toBeLessThanOrEqual(Date.now());
    const days = (new Date(certificate.validTo).getTime() - Date.now()) / (24 * 3600_000);
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThan(31);
  });

  it('keeps its key readable by its owner only', async () => {
    const { key } = await createLocalCertificate(dir);
    expect((await stat(key)).mode & 0o777).toBe(0o600);
  });

  it('is a fresh key pair at every start', async () => {
    const first = await readFile((await createLocalCertificate(dir)).key, 'utf8');
    const second = await readFile((await createLocalCertificate(dir)).key, 'utf8');
    expect(second).not.toBe(first);
  });

  describe('served over TLS', () => {
    let server: Server;
    let port: number;
    let certificate: Buffer;

    beforeAll(async () => {
      const paths = await createLocalCertificate(dir);
      certificate = await readFile(paths.certificate);
      server = createServer({ cert: certificate, key: await readFile(paths.key) }, (_q, res) =>
        res.end('secure'),
      );
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    });

    afterAll(() => new Promise((resolve) => server.close(resolve)));

    const get = (ca?: Buffer) =>
      new Promise<string>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', servername: 'localhost', port, ca }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve(body));
        });
        req.on('error', reject);
        req.end();
      });

    it('is trusted by a client that takes it as its CA', async () => {
      await expect(get(certificate)).resolves.toBe('secure');
    });

    it('is refused by a client that does not', async () => {
      await expect(get()).rejects.toThrow(/self-signed certificate/);
    });
  });
});
