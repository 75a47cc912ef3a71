import { rm } from 'node:fs/promises';
import { findNginx, startNginx } from './run-nginx';
import type { ManagedProcess } from '../processes/managed-process';
import { writeFixtureNginxPrefix } from '../test-support/fixture-nginx-prefix';
import { createServingFixture, type ServingFixture } from '../test-support/serving-fixture';
import {
  DOCUMENT_HEADER_CASES,
  expectCase,
  expectShellHeaders,
  rawRequest,
  SERVING_CASES,
} from '../test-support/serving-cases';
import { freePort } from '../test-support/free-port';

describe('nginx running the rendered config', () => {
  let fixture: ServingFixture;
  let nginx: ManagedProcess;
  const ports = { shell: 0, remote: 0 };

  beforeAll(async () => {
    fixture = await createServingFixture();
    ports.shell = await freePort();
    ports.remote = await freePort();
    const prefix = await writeFixtureNginxPrefix(fixture, ports, 'nginx');
    nginx = await startNginx(await findNginx(), prefix, [ports.shell, ports.remote]);
  });

  afterAll(async () => {
    await nginx?.stop();
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
      expect((await rawRequest(ports.remote, path)).headers['access-control-allow-origin']).toBe(
        '*',
      );
    }
    const preflight = await rawRequest(ports.remote, '/mf-manifest.json', 'OPTIONS');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');
    const get = await rawRequest(ports.remote, '/mf-manifest.json');
    expect(get.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('gives a clear error when a port is taken', async () => {
    const prefix = await writeFixtureNginxPrefix(fixture, ports, 'second');
    await expect(startNginx(await findNginx(), prefix, [ports.shell])).rejects.toThrow(
      /nginx did not start[\s\S]*Address already in use/,
    );
  });
});
