import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundle } from '../workspace';
import { assertBuilt, buildMarker } from './build-marker';

describe('build markers', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'jara-built-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('is index.html for the shell and the manifest for a remote', () => {
    expect(buildMarker(bundle(root, 'shell'))).toBe(path.join(root, 'shell/dist/index.html'));
    expect(buildMarker(bundle(root, 'orders'))).toBe(
      path.join(root, 'remotes/orders/dist/mf-manifest.json'),
    );
  });

  it('names what was never built', async () => {
    const shell = bundle(root, 'shell');
    const orders = bundle(root, 'orders');
    await mkdir(shell.distDir, { recursive: true });
    await writeFile(buildMarker(shell), '<!doctype html>');
    expect(() => assertBuilt([shell])).not.toThrow();
    expect(() => assertBuilt([shell, orders])).toThrow(
      `Not built yet (run \`pnpm build\` first): ${buildMarker(orders)}`,
    );
  });
});
