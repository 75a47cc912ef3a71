import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_PORTS, LOCAL_PORTS } from '../port-layout';
import { Teardown } from '../processes/teardown';
import { SANDBOX_REALTIME_KEY } from '../runtime/runtime-documents';
import { stackPaths } from '../workspace';
import { startStackServices } from './start-stack-services';

const startSandbox = jest.fn();
jest.mock(
  '@jara/sandbox/start-sandbox',
  () => ({ startSandbox: (...args: unknown[]) => startSandbox(...args) }),
  {
    virtual: true,
  },
);

describe('startStackServices', () => {
  let root: string;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'jara-services-'));
    startSandbox.mockReset();
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const workspaceWithRemotes = async () => {
    for (const name of ['storefront', 'checkout', 'orders', 'content', 'plans']) {
      await mkdir(path.join(root, 'remotes', name), { recursive: true });
      await writeFile(path.join(root, 'remotes', name, 'package.json'), '{"version":"3.1.0"}');
    }
  };

  it('starts the sandbox on the layout ports and points the runtime documents at it', async () => {
    await workspaceWithRemotes();
    const stop = jest.fn(async () => undefined);
    startSandbox.mockResolvedValue({ realtime: { key: 'key-from-sandbox' }, stop });
    const teardown = new Teardown();
    const paths = stackPaths(root, 'e2e');

    await startStackServices({
      root,
      layout: E2E_PORTS,
      paths,
      teardown,
      dataDir: '/tmp/data',
      appConfig: { pollIntervalMs: 2000, remoteTimeoutMs: 3000 },
    });

    expect(startSandbox).toHaveBeenCalledWith({
      // Realtime on a free port: nginx serves wss on 9092 in front of it.
      ports: { api: 9090, plans: 9091, realtime: 0, analytics: 9093 },
      allowedOrigins: ['https://localhost:9080', 'https://localhost:9087'],
      // Images through nginx's https port: an https page loads no http image.
      assetsOrigin: 'https://localhost:9094',
      dataDir: '/tmp/data',
    });
    const appConfig = JSON.parse(
      await readFile(path.join(paths.runtimeDir, 'app-config.json'), 'utf8'),
    );
    expect(appConfig.realtime).toMatchObject({ key: 'key-from-sandbox', wsPort: 9092 });
    expect(appConfig.updates.pollIntervalMs).toBe(2000);
    const registry = JSON.parse(
      await readFile(path.join(paths.runtimeDir, 'registry.json'), 'utf8'),
    );
    expect(registry.remotes.plans).toEqual({
      entry: 'https://localhost:9085/mf-manifest.json',
      version: '3.1.0',
    });

    // Each slot's site points at a sandbox on the slot's ports, with the sandbox's own key.
    const slotConfig = JSON.parse(
      await readFile(path.join(paths.slotConfigDir(3), 'app-config.json'), 'utf8'),
    );
    expect(slotConfig.api.baseUrl).toBe('http://localhost:9131/api');
    expect(slotConfig.realtime).toMatchObject({ key: SANDBOX_REALTIME_KEY, wsPort: 9133 });
    expect(slotConfig.updates.pollIntervalMs).toBe(2000);

    await teardown.run();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('leaves the local stack’s images on the API’s own origin, as plain http', async () => {
    await workspaceWithRemotes();
    startSandbox.mockResolvedValue({ realtime: { key: 'k' }, stop: async () => undefined });
    const teardown = new Teardown();
    await startStackServices({
      root,
      layout: LOCAL_PORTS,
      paths: stackPaths(root, 'local'),
      teardown,
    });
    expect(startSandbox).toHaveBeenCalledWith({
      ports: { api: 8090, plans: 8091, realtime: 8092, analytics: 8093 },
      allowedOrigins: ['http://localhost:8080'],
    });
    await teardown.run();
  });

  it('stops the sandbox when the runtime documents cannot be written', async () => {
    const stop = jest.fn(async () => undefined);
    startSandbox.mockResolvedValue({ realtime: { key: 'k' }, stop });
    const teardown = new Teardown();
    // No remotes/*/package.json: their versions cannot be read.
    await expect(
      teardown.guard(() =>
        startStackServices({ root, layout: E2E_PORTS, paths: stackPaths(root, 'e2e'), teardown }),
      ),
    ).rejects.toThrow(/ENOENT/);
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('passes on why the sandbox could not start', async () => {
    startSandbox.mockRejectedValue(
      new Error('listen EADDRINUSE: address already in use 127.0.0.1:9090'),
    );
    await expect(
      startStackServices({
        root,
        layout: E2E_PORTS,
        paths: stackPaths(root, 'e2e'),
        teardown: new Teardown(),
      }),
    ).rejects.toThrow('EADDRINUSE');
  });
});
