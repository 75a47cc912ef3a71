import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCAL_PORTS } from '@jara/local-stack/port-layout';
import { createRegistry } from '@jara/local-stack/runtime-documents';
import { folderTarget } from './folder-target';
import type { ReleaseContext } from './release-context';
import { promoteRemote, releaseRemote, remoteVersions, rollbackRemote } from './release-commands';

const versions = {
  storefront: '1.0.0',
  checkout: '1.0.0',
  orders: '1.0.0',
  content: '1.0.0',
  plans: '1.0.0',
};

describe('releasing a remote', () => {
  let dir: string;
  let context: ReleaseContext;
  let runtimeDir: string;
  let releasesDir: string;
  let dist: string;
  let clock: number;
  /** The orders version in the registry each time the pages were published. */
  let published: string[];

  async function build(chunk: string) {
    await rm(dist, { recursive: true, force: true });
    await mkdir(dist, { recursive: true });
    await writeFile(path.join(dist, 'mf-manifest.json'), `{"name":"orders","chunk":"${chunk}"}`);
    await writeFile(path.join(dist, 'remoteEntry.js'), 'var orders;');
    await writeFile(path.join(dist, `${chunk}.js`), `/* ${chunk} */`);
  }

  const registry = async () =>
    JSON.parse(await readFile(path.join(runtimeDir, 'registry.json'), 'utf8')) as {
      revision: number;
      remotes: Record<string, { entry: string; version: string; history?: string[] }>;
    };

  function stackContext(publishPages: () => Promise<unknown>): ReleaseContext {
    return {
      target: folderTarget({
        layout: LOCAL_PORTS,
        runtimeDir,
        releasesDir,
        initialRegistry: () => createRegistry(LOCAL_PORTS, versions),
        publishPages,
      }),
      now: () => new Date((clock += 60_000)),
    };
  }

  async function releaseAs(version: string, chunk: string, canaryPercent?: number) {
    await build(chunk);
    return releaseRemote(context, 'orders', {
      distDir: dist,
      packageVersion: '1.0.0',
      version,
      ...(canaryPercent !== undefined && { canaryPercent }),
    });
  }

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'jara-release-'));
    dist = path.join(dir, 'remotes/orders/dist');
    clock = Date.parse('2026-01-01T00:00:00Z');
    runtimeDir = path.join(dir, 'runtime');
    releasesDir = path.join(dir, 'releases');
    context = stackContext(async () => {
      published.push((await registry()).remotes.orders?.version ?? 'none');
    });
    published = [];
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('builds, copies into a versioned folder and repoints only that remote', async () => {
    const built: string[] = [];
    const outcome = await releaseRemote(context, 'orders', {
      distDir: dist,
      packageVersion: '1.2.0',
      build: async () => {
        built.push('orders');
        await build('a1');
      },
    });
    expect(built).toEqual(['orders']);
    expect(outcome.created).toBe(true);
    expect(outcome.record.version).toMatch(/^1\.2\.0-[0-9a-f]{10}$/);
    const folder = path.join(releasesDir, 'orders', outcome.record.version);
    expect((await readdir(folder)).sort()).toEqual([
      'a1.js',
      'mf-manifest.json',
      'release.json',
      'remoteEntry.js',
    ]);
    const { remotes } = await registry();
    expect(remotes.orders).toEqual({
      entry: `http://localhost:8083/v/${outcome.record.version}/mf-manifest.json`,
      version: outcome.record.version,
    });
    expect((await registry()).revision).toBe(1);
    expect(remotes.storefront).toEqual({
      entry: 'http://localhost:8081/mf-manifest.json',
      version: '1.0.0',
    });
  });

  it('reuses the folder when the same build is released again', async () => {
    await build('a1');
    const first = await releaseRemote(context, 'orders', {
      distDir: dist,
      packageVersion: '1.2.0',
    });
    const again = await releaseRemote(context, 'orders', {
      distDir: dist,
      packageVersion: '1.2.0',
    });
    expect(again).toMatchObject({ created: false, previous: first.record.version });
    expect((await registry()).revision).toBe(1);
    expect(again.record).toEqual(first.record);
  });

  it('refuses different files under a version that exists, leaving it untouched', async () => {
    await build('a1');
    await releaseRemote(context, 'orders', {
      distDir: dist,
      packageVersion: '1.2.0',
      version: 'v1',
    });
    await build('b2');
    await expect(
      releaseRemote(context, 'orders', { distDir: dist, packageVersion: '1.2.0', version: 'v1' }),
    ).rejects.toThrow('orders v1 is already released with different files');
    expect(await readdir(path.join(releasesDir, 'orders', 'v1'))).toContain('a1.js');
    expect(await readdir(path.join(releasesDir, 'orders'))).toEqual(['v1']);
  });

  it('refuses a folder that is not a build, and unsafe version names', async () => {
    await mkdir(dist, { recursive: true });
    await expect(
      releaseRemote(context, 'orders', { distDir: dist, packageVersion: '1.0.0' }),
    ).rejects.toThrow('is not a built remote (missing mf-manifest.json, remoteEntry.js)');
    await build('a1');
    await expect(
      releaseRemote(context, 'orders', {
        distDir: dist,
        packageVersion: '1.0.0',
        version: '../shell',
      }),
    ).rejects.toThrow('Invalid version "../shell"');
    await expect(
      releaseRemote(context, 'orders', {
        distDir: dist,
        packageVersion: '1.0.0',
        version: '"><img onerror=alert(1)>',
      }),
    ).rejects.toThrow('Invalid version');
    await expect(readdir(releasesDir)).rejects.toThrow(/ENOENT/);
  });

  it('does not release when the build fails', async () => {
    await expect(
      releaseRemote(context, 'orders', {
        distDir: dist,
        packageVersion: '1.0.0',
        build: async () => {
          throw new Error('@jara/orders failed');
        },
      }),
    ).rejects.toThrow('@jara/orders failed');
    expect((await remoteVersions(context, 'orders')).releases).toEqual([]);
  });

  it('lists versions oldest first and marks the current one', async () => {
    await build('a1');
    await releaseRemote(context, 'orders', {
      distDir: dist,
      packageVersion: '1.0.0',
      version: 'one',
    });
    await build('b2');
    await releaseRemote(context, 'orders', {
      distDir: dist,
      packageVersion: '1.0.0',
      version: 'two',
    });
    const listed = await remoteVersions(context, 'orders');
    expect(listed.releases.map((release) => release.version)).toEqual(['one', 'two']);
    expect(listed).toMatchObject({ stable: 'two', history: ['one'] });
    expect(listed.canary).toBeUndefined();
    expect((await remoteVersions(context, 'plans')).stable).toBeUndefined();
  });

  it('rolls back through the history, or to a named release, keeping every folder', async () => {
    for (const [chunk, version] of [
      ['a1', 'one'],
      ['b2', 'two'],
      ['c3', 'three'],
    ] as const) {
      await build(chunk);
      await releaseRemote(context, 'orders', { distDir: dist, packageVersion: '1.0.0', version });
    }
    expect(await rollbackRemote(context, 'orders')).toEqual({
      kind: 'repointed',
      from: 'three',
      to: 'two',
    });
    expect((await registry()).remotes.orders?.entry).toBe(
      'http://localhost:8083/v/two/mf-manifest.json',
    );
    // A second rollback goes further back, not forward to the release just left.
    expect(await rollbackRemote(context, 'orders')).toEqual({
      kind: 'repointed',
      from: 'two',
      to: 'one',
    });
    expect(await rollbackRemote(context, 'orders', 'three')).toEqual({
      kind: 'repointed',
      from: 'one',
      to: 'three',
    });
    expect((await registry()).remotes.orders?.history).toEqual(['one']);
    expect(await readdir(path.join(releasesDir, 'orders'))).toHaveLength(3);
  });

  it('explains a rollback it cannot do', async () => {
    await expect(rollbackRemote(context, 'orders')).rejects.toThrow(
      'orders serves its unreleased root build: name a release with --to',
    );
    await build('a1');
    await releaseRemote(context, 'orders', {
      distDir: dist,
      packageVersion: '1.0.0',
      version: 'one',
    });
    await expect(rollbackRemote(context, 'orders')).rejects.toThrow(
      'orders has no earlier release in its history (it is on one): name one with --to',
    );
    await expect(rollbackRemote(context, 'orders', 'nine')).rejects.toThrow(
      'orders has no release "nine" (releases: one)',
    );
    await expect(rollbackRemote(context, 'orders', '../../x')).rejects.toThrow(
      'orders has no release "../../x" (releases: one)',
    );
  });

  it('refuses to repoint a registry it cannot read', async () => {
    await mkdir(runtimeDir, { recursive: true });
    await writeFile(
      path.join(runtimeDir, 'registry.json'),
      '{"remotes":{"orders":{"entry":"nope"}}}',
    );
    await build('a1');
    await expect(
      releaseRemote(context, 'orders', { distDir: dist, packageVersion: '1.0.0' }),
    ).rejects.toThrow(/Invalid .*registry.json: remotes.orders.entry/);
  });

  it('publishes the pages from the registry it just wrote, after a release and a rollback', async () => {
    for (const [chunk, version] of [
      ['a1', 'one'],
      ['b2', 'two'],
    ] as const) {
      await build(chunk);
      await releaseRemote(context, 'orders', { distDir: dist, packageVersion: '1.0.0', version });
    }
    await rollbackRemote(context, 'orders');
    expect(published).toEqual(['one', 'two', 'one']);
  });

  it('reports a failed publish, with the registry already repointed', async () => {
    context = stackContext(async () => {
      throw new Error('Publishing the prerendered pages failed; the previous pages stay served.');
    });
    await build('a1');
    await expect(
      releaseRemote(context, 'orders', { distDir: dist, packageVersion: '1.0.0', version: 'one' }),
    ).rejects.toThrow('the previous pages stay served');
    expect((await registry()).remotes.orders?.version).toBe('one');
  });

  it('starts a canary beside the stable release, promotes it, and lists both', async () => {
    await releaseAs('one', 'a1');
    const canary = await releaseAs('two', 'b2', 10);
    expect(canary).toMatchObject({ created: true, previous: 'one', conflicts: 0 });
    expect((await registry()).remotes.orders).toEqual({
      entry: 'http://localhost:8083/v/one/mf-manifest.json',
      version: 'one',
      canary: {
        entry: 'http://localhost:8083/v/two/mf-manifest.json',
        version: 'two',
        percent: 10,
      },
    });
    expect(await remoteVersions(context, 'orders')).toMatchObject({
      stable: 'one',
      canary: { version: 'two', percent: 10 },
    });
    expect(await promoteRemote(context, 'orders')).toEqual({ from: 'one', to: 'two' });
    expect((await registry()).remotes.orders).toEqual({
      entry: 'http://localhost:8083/v/two/mf-manifest.json',
      version: 'two',
      history: ['one'],
    });
    await expect(promoteRemote(context, 'orders')).rejects.toThrow(
      'orders has no canary to promote',
    );
    expect(published).toEqual(['one', 'one', 'two']);
  });

  it('drops a running canary on rollback, stable untouched', async () => {
    await releaseAs('one', 'a1');
    await releaseAs('two', 'b2');
    await releaseAs('three', 'c3', 25);
    expect(await rollbackRemote(context, 'orders')).toEqual({
      kind: 'canary-dropped',
      canary: 'three',
      stable: 'two',
    });
    expect((await registry()).remotes.orders).toEqual({
      entry: 'http://localhost:8083/v/two/mf-manifest.json',
      version: 'two',
      history: ['one'],
    });
  });

  it('refuses a canary share outside 1-99 or a hostile version before building anything', async () => {
    const build = jest.fn(async () => undefined);
    for (const canaryPercent of [0, 100, 2.5]) {
      await expect(
        releaseRemote(context, 'orders', {
          distDir: dist,
          packageVersion: '1.0.0',
          build,
          canaryPercent,
        }),
      ).rejects.toThrow('Invalid canary percent');
    }
    await expect(
      releaseRemote(context, 'orders', {
        distDir: dist,
        packageVersion: '1.0.0',
        build,
        version: '../../x',
      }),
    ).rejects.toThrow('Invalid version "../../x"');
    expect(build).not.toHaveBeenCalled();
  });
});
