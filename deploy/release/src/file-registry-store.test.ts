import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RemoteRegistry } from '@jara/contracts/runtime-config';
import { LOCAL_PORTS } from '@jara/local-stack/port-layout';
import { fileRegistryStore } from './file-registry-store';
import { folderTarget } from './folder-target';
import { releaseRemote } from './release-commands';
import { knownVersions, writeTwentyBuilds } from './test-support/twenty-releases';
import { updateRegistry } from './update-registry';

const packageDir = path.resolve(__dirname, '..');
const empty = (): RemoteRegistry => ({ remotes: {} });

describe('the registry file', () => {
  let dir: string;
  let runtimeDir: string;
  const registryFile = () => path.join(runtimeDir, 'registry.json');
  const stored = async () => JSON.parse(await readFile(registryFile(), 'utf8')) as RemoteRegistry;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'jara-registry-'));
    runtimeDir = path.join(dir, 'runtime');
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses a write when the file changed since it was read, and leaves no lock behind', async () => {
    const store = fileRegistryStore({ runtimeDir, initialRegistry: empty });
    const first = await store.read();
    expect(first).toEqual({ registry: { remotes: {} }, tag: undefined });
    expect(await store.write({ revision: 1, remotes: {} }, first.tag)).toBe('written');
    expect(await store.write({ revision: 1, remotes: {} }, first.tag)).toBe('conflict');
    const second = await store.read();
    expect(await store.write({ revision: 2, remotes: {} }, second.tag)).toBe('written');
    // Someone rewrites the file by hand: a writer holding the older read must not win.
    await writeFile(registryFile(), JSON.stringify({ revision: 2, remotes: {} }));
    expect(await store.write({ revision: 3, remotes: {} }, second.tag)).toBe('conflict');
    await expect(readFile(`${registryFile()}.lock`)).rejects.toThrow(/ENOENT/);
  });

  it('names the file and the field when the registry is malformed', async () => {
    await mkdir(runtimeDir, { recursive: true });
    const store = fileRegistryStore({ runtimeDir, initialRegistry: empty });
    await writeFile(registryFile(), '{"remotes":');
    await expect(store.read()).rejects.toThrow(`${registryFile()} is not valid JSON`);
    await writeFile(registryFile(), '{"revision":-1,"remotes":{}}');
    await expect(updateRegistry(store, (registry) => registry)).rejects.toThrow(
      `Invalid ${registryFile()}: revision`,
    );
  });

  it('lands 20 releases started at once in one process, each with its own store', async () => {
    const planned = await writeTwentyBuilds(dir);
    const outcomes = await Promise.all(
      planned.map(({ remote, version, distDir }) =>
        releaseRemote(
          {
            target: folderTarget({
              layout: LOCAL_PORTS,
              runtimeDir,
              releasesDir: path.join(dir, 'releases'),
              initialRegistry: empty,
              publishPages: async () => undefined,
            }),
            now: () => new Date(),
          },
          remote,
          { distDir, packageVersion: '1.0.0', version },
        ),
      ),
    );
    const registry = await stored();
    expect(knownVersions(registry)).toEqual(planned.map((release) => release.version).sort());
    expect(registry.revision).toBe(20);
    expect(outcomes.every((outcome) => outcome.created)).toBe(true);
  }, 30_000);

  it('lands 20 releases run as 20 separate processes at once', async () => {
    const planned = await writeTwentyBuilds(dir);
    const releasesDir = path.join(dir, 'releases');
    const child = await bundleChild(dir);
    const exits = await Promise.all(
      planned.map(({ remote, version, distDir }) =>
        runChild(child, [runtimeDir, releasesDir, remote, version, distDir]),
      ),
    );
    expect(exits.filter((exit) => exit.code !== 0)).toEqual([]);
    const registry = await stored();
    expect(knownVersions(registry)).toEqual(planned.map((release) => release.version).sort());
    expect(registry.revision).toBe(20);
  }, 120_000);
});

/** The part of esbuild's API used here. */
interface Esbuild {
  build(options: Record<string, unknown>): Promise<unknown>;
}

/**
 * The child and all it imports as one JavaScript file, bundled by the esbuild tsx runs on: the
 * same code, but each process starts as plain node. Through tsx's loader each spent about a
 * second of CPU loading its modules before it released anything (a third of that bundled), and
 * twenty of them were most of this file's time on CI's two cores.
 */
async function bundleChild(dir: string): Promise<string> {
  const esbuild = createRequire(require.resolve('tsx/package.json'))('esbuild') as Esbuild;
  const outfile = path.join(dir, 'release-child.mjs');
  await esbuild.build({
    entryPoints: [path.join(packageDir, 'src/test-support/release-child.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    logLevel: 'error',
  });
  return outfile;
}

function runChild(
  script: string,
  args: string[],
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: packageDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output })));
}
