import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readPackageVersion, siteBundles, stackPaths } from './workspace';

describe('workspace', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'jara-ws-'));
    await writeFile(path.join(root, 'pnpm-workspace.yaml'), 'packages: []\n');
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('lists the shell first, then the five remotes', () => {
    expect(siteBundles(root).map((b) => b.packageName)).toEqual([
      '@jara/shell',
      '@jara/storefront',
      '@jara/checkout',
      '@jara/orders',
      '@jara/content',
      '@jara/plans',
    ]);
  });

  it('keeps each stack in its own folder, sharing the immutable releases', () => {
    const local = stackPaths(root, 'local');
    const e2e = stackPaths(root, 'e2e');
    expect(local.runtimeDir).toBe(path.join(root, '.stack/runtime'));
    expect(e2e.runtimeDir).toBe(path.join(root, '.stack/e2e/runtime'));
    expect(e2e.releasesDir).toBe(local.releasesDir);
  });

  it('reads a package version, refusing a package without one', async () => {
    await writeFile(path.join(root, 'package.json'), '{"version":"2.1.0"}');
    expect(readPackageVersion(root)).toBe('2.1.0');
    await writeFile(path.join(root, 'package.json'), '{"name":"x"}');
    expect(() => readPackageVersion(root)).toThrow('has no "version"');
  });
});
