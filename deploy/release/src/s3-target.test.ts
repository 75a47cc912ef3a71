import { HeadObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RemoteRegistry } from '@jara/contracts/runtime-config';
import type { ReleaseContext } from './release-context';
import { promoteRemote, releaseRemote, remoteVersions, rollbackRemote } from './release-commands';
import { s3Target } from './s3-target';
import { writeFakeBuild } from './test-support/fake-build';
import { SANDBOX_BUCKET, startS3Sandbox, type S3Sandbox } from './test-support/s3-sandbox';
import { knownVersions, writeTwentyBuilds } from './test-support/twenty-releases';

const YEAR = 'public, max-age=31536000, immutable';
const CHUNK = 'ac815bba2c';

describe('releasing to an object store', () => {
  let sandbox: S3Sandbox;
  let dir: string;
  let dist: string;
  let prefix: string;
  let count = 0;

  beforeAll(async () => {
    sandbox = await startS3Sandbox();
  });
  afterAll(async () => {
    await sandbox.close();
  });
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'jara-s3-release-'));
    dist = path.join(dir, 'dist');
    prefix = `site-${(count += 1)}/`;
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const publicUrl = () => `${sandbox.endpoint}/${SANDBOX_BUCKET}/${prefix.slice(0, -1)}`;
  /** A fresh client and target each time, as a separate release job would have. */
  const context = (): ReleaseContext => ({
    target: s3Target({ bucket: sandbox.bucket(), prefix, publicUrl: publicUrl() }),
    now: () => new Date(),
  });
  const release = (version: string, canaryPercent?: number) =>
    releaseRemote(context(), 'orders', {
      distDir: dist,
      packageVersion: '1.0.0',
      version,
      ...(canaryPercent !== undefined && { canaryPercent }),
    });
  const registry = async () => {
    const response = await fetch(`${publicUrl()}/registry.json`);
    return (await response.json()) as RemoteRegistry;
  };
  const head = (key: string) =>
    sandbox.bucket().client.send(new HeadObjectCommand({ Bucket: SANDBOX_BUCKET, Key: key }));
  const putsHere = () =>
    sandbox.gate.puts
      .filter((put) => put.key.startsWith(`/${SANDBOX_BUCKET}/${prefix}`))
      .map((put) => ({ ...put, key: put.key.slice(`/${SANDBOX_BUCKET}/${prefix}`.length) }));

  it('uploads a release under immutable versioned keys with cache and type headers', async () => {
    await writeFakeBuild(dist, 'orders', CHUNK);
    const outcome = await release('v1');
    expect(outcome).toMatchObject({ created: true, conflicts: 0 });

    const listed = await sandbox
      .bucket()
      .client.send(new ListObjectsV2Command({ Bucket: SANDBOX_BUCKET, Prefix: prefix }));
    const base = 'orders/v/v1/';
    const expected: Record<string, [string, string]> = {
      [`${base}mf-manifest.json`]: ['no-cache', 'application/json; charset=utf-8'],
      [`${base}mf-stats.json`]: ['no-cache', 'application/json; charset=utf-8'],
      [`${base}release.json`]: ['no-cache', 'application/json; charset=utf-8'],
      [`${base}remoteEntry.js`]: [YEAR, 'text/javascript; charset=utf-8'],
      [`${base}screen-home.${CHUNK}.js`]: [YEAR, 'text/javascript; charset=utf-8'],
      [`${base}screen-home.${CHUNK}.js.map`]: [
        'public, max-age=3600',
        'application/json; charset=utf-8',
      ],
      [`${base}css/screen-home.${CHUNK}.css`]: [YEAR, 'text/css; charset=utf-8'],
      [`${base}favicon.svg`]: ['public, max-age=3600', 'image/svg+xml'],
      'registry.json': ['no-cache', 'application/json; charset=utf-8'],
    };
    const keys = (listed.Contents ?? []).map((object) => object.Key!.slice(prefix.length));
    // The precompressed sibling stays behind: the CDN compresses at the edge.
    expect(keys.sort()).toEqual(Object.keys(expected).sort());
    for (const [key, [cacheControl, contentType]] of Object.entries(expected)) {
      const object = await head(`${prefix}${key}`);
      expect({ key, cacheControl: object.CacheControl, contentType: object.ContentType }).toEqual({
        key,
        cacheControl,
        contentType,
      });
    }

    const entry = `${publicUrl()}/orders/v/v1/mf-manifest.json`;
    expect((await registry()).remotes.orders).toEqual({ entry, version: 'v1' });
    expect(await (await fetch(entry)).text()).toBe(
      await readFile(path.join(dist, 'mf-manifest.json'), 'utf8'),
    );
  });

  it('writes every file of the release first, its record next, and the registry last', async () => {
    await writeFakeBuild(dist, 'orders', CHUNK);
    await release('v1');
    const order = putsHere().map((put) => put.key);
    expect(order.at(-1)).toBe('registry.json');
    expect(order.at(-2)).toBe('orders/v/v1/release.json');
    expect(order).toHaveLength(9);
  });

  it('refuses other bytes under an existing version and reuses it for the same build', async () => {
    await writeFakeBuild(dist, 'orders', CHUNK);
    const first = await release('v1');
    const manifest = await head(`${prefix}orders/v/v1/mf-manifest.json`);
    const before = putsHere().length;

    expect(await release('v1')).toMatchObject({ created: false, record: first.record });
    expect(putsHere()).toHaveLength(before);

    await writeFakeBuild(dist, 'orders', 'bbbbbbbbbb');
    await expect(release('v1')).rejects.toThrow(
      'orders v1 is already released with different files; releases are immutable',
    );
    expect((await head(`${prefix}orders/v/v1/mf-manifest.json`)).ETag).toBe(manifest.ETag);
    expect(putsHere()).toHaveLength(before);
  });

  it('finishes an upload that failed half-way, and refuses a half-upload of other bytes', async () => {
    await writeFakeBuild(dist, 'orders', CHUNK);
    const put = (key: string, body: string) =>
      sandbox
        .bucket()
        .client.send(new PutObjectCommand({ Bucket: SANDBOX_BUCKET, Key: key, Body: body }));
    await put(`${prefix}orders/v/v1/remoteEntry.js`, 'var orders;');
    expect(await release('v1')).toMatchObject({ created: true });

    await put(`${prefix}orders/v/v2/remoteEntry.js`, 'var somethingElse;');
    await expect(release('v2')).rejects.toThrow(
      `s3://${SANDBOX_BUCKET}/${prefix}orders/v/v2/remoteEntry.js already holds other bytes`,
    );
    expect((await registry()).remotes.orders?.version).toBe('v1');
  });

  it('refuses a hostile version before writing anything', async () => {
    await writeFakeBuild(dist, 'orders', CHUNK);
    for (const version of ['../../x', '"><img onerror=alert(1)>']) {
      await expect(release(version)).rejects.toThrow('Invalid version');
    }
    expect(putsHere()).toEqual([]);
  });

  it('lists, canaries, promotes and rolls back through the object store', async () => {
    for (const [version, chunk] of [
      ['one', 'aaaaaaaaa1'],
      ['two', 'aaaaaaaaa2'],
    ] as const) {
      await writeFakeBuild(dist, 'orders', chunk);
      await release(version);
    }
    await writeFakeBuild(dist, 'orders', 'aaaaaaaaa3');
    await release('three', 10);
    const listed = await remoteVersions(context(), 'orders');
    expect(listed.releases.map((record) => record.version)).toEqual(['one', 'two', 'three']);
    expect(listed).toMatchObject({
      stable: 'two',
      history: ['one'],
      canary: { version: 'three', percent: 10 },
    });

    expect(await rollbackRemote(context(), 'orders')).toEqual({
      kind: 'canary-dropped',
      canary: 'three',
      stable: 'two',
    });
    expect((await registry()).remotes.orders?.canary).toBeUndefined();
    await expect(promoteRemote(context(), 'orders')).rejects.toThrow('no canary to promote');

    await release('three', 50);
    expect(await promoteRemote(context(), 'orders')).toEqual({ from: 'two', to: 'three' });
    expect(await rollbackRemote(context(), 'orders')).toEqual({
      kind: 'repointed',
      from: 'three',
      to: 'two',
    });
    expect(await rollbackRemote(context(), 'orders', 'three')).toMatchObject({ to: 'three' });
    expect((await registry()).remotes.orders).toEqual({
      entry: `${publicUrl()}/orders/v/three/mf-manifest.json`,
      version: 'three',
      history: ['one', 'two'],
    });
    expect((await registry()).revision).toBe(8);
  });

  it('lands 20 releases started at once, each with its own client', async () => {
    const planned = await writeTwentyBuilds(dir);
    const outcomes = await Promise.all(
      planned.map(({ remote, version, distDir }) =>
        releaseRemote(context(), remote, { distDir, packageVersion: '1.0.0', version }),
      ),
    );
    const stored = await registry();
    expect(knownVersions(stored)).toEqual(planned.map((planned) => planned.version).sort());
    expect(stored.revision).toBe(20);
    expect(outcomes.every((outcome) => outcome.created)).toBe(true);
    const registryPuts = putsHere().filter((put) => put.key === 'registry.json');
    expect(registryPuts.filter((put) => put.status === 200)).toHaveLength(20);
    // Every registry PUT either landed or was a conflict its release counted and retried.
    const conflicts = outcomes.reduce((sum, outcome) => sum + outcome.conflicts, 0);
    expect(registryPuts).toHaveLength(20 + conflicts);
  }, 60_000);
});
