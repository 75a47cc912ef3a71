import { rm } from 'node:fs/promises';
import { createSiteServer, startSiteServer } from './site-server';
import type { FastifyInstance } from 'fastify';
import { createServingFixture, type ServingFixture } from '../test-support/serving-fixture';
import {
  DOCUMENT_HEADER_CASES,
  expectCase,
  expectShellHeaders,
  rawRequest,
  SERVING_CASES,
} from '../test-support/serving-cases';
import { freePort } from '../test-support/free-port';

describe('Node site servers', () => {
  let fixture: ServingFixture;
  const apps: FastifyInstance[] = [];
  const ports = { shell: 0, remote: 0 };

  beforeAll(async () => {
    fixture = await createServingFixture();
    for (const site of fixture.sites({ shell: 0, remote: 0 })) {
      const app = createSiteServer(site);
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (typeof address !== 'object' || !address) throw new Error('no address');
      ports[site.kind] = address.port;
      apps.push(app);
    }
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await rm(fixture.dir, { recursive: true, force: true });
  });

  it.each(
    SERVING_CASES.map((testCase) => [
      `${testCase.site} ${testCase.path}: ${testCase.why}`,
      testCase,
    ]),
  )('%s', async (_name, testCase) => {
    expectCase(await rawRequest(ports[testCase.site], testCase.path), testCase);
  });

  it.each(DOCUMENT_HEADER_CASES.map((testCase) => [`${testCase.path}: ${testCase.why}`, testCase]))(
    'shell headers on %s',
    async (_name, { path, documentHeaders }) => {
      expectShellHeaders(await rawRequest(ports.shell, path), documentHeaders);
    },
  );

  it('sends CORS on every remote response and answers preflights', async () => {
    for (const path of ['/mf-manifest.json', '/missing.0123456789.js']) {
      const { headers } = await rawRequest(ports.remote, path);
      expect(headers['access-control-allow-origin']).toBe('*');
    }
    const preflight = await rawRequest(ports.remote, '/mf-manifest.json', 'OPTIONS');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');
  });

  it('answers a malformed path with 400 and a reason', async () => {
    const response = await rawRequest(ports.shell, '/stores/%E0%A4%A');
    expect(response.status).toBe(400);
    expect(response.body).toMatch(/bad request/i);
  });

  it('explains a port that is already taken', async () => {
    const [site] = fixture.sites({ shell: ports.shell, remote: ports.remote });
    await expect(startSiteServer({ ...site!, host: '127.0.0.1' })).rejects.toThrow(
      `Port ${ports.shell} (shell) is already in use`,
    );
  });

  it('listens on the port it is given', async () => {
    const port = await freePort();
    const [site] = fixture.sites({ shell: port, remote: 0 });
    const server = await startSiteServer({ ...site!, host: '127.0.0.1' });
    try {
      expect((await rawRequest(port, '/index.html')).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
