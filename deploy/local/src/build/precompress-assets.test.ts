import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressAssets } from './precompress-assets';

describe('precompressAssets', () => {
  let dir: string;
  const code = `export const menu = ${JSON.stringify(
    Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Jollof rice ${i}`, price: 1500 + i })),
  )};\n`;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'jara-precompress-'));
    await mkdir(path.join(dir, 'nested'), { recursive: true });
    await writeFile(path.join(dir, 'main.0123456789.js'), code);
    await writeFile(
      path.join(dir, 'nested', 'styles.abcdef0123.css'),
      `body{color:red}\n`.repeat(80),
    );
    await writeFile(path.join(dir, 'remoteEntry.js'), code);
    await writeFile(path.join(dir, 'index.html'), '<!doctype html>'.repeat(100));
    await writeFile(path.join(dir, 'main.0123456789.js.map'), code);
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes brotli and gzip copies of every hashed asset, nested ones included', async () => {
    expect(await precompressAssets([dir])).toEqual({ assets: 2, written: 4 });
    const file = path.join(dir, 'main.0123456789.js');
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(code);
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(code);
    expect((await stat(`${file}.br`)).size).toBeLessThan((await stat(`${file}.gz`)).size);
    expect(await readdir(path.join(dir, 'nested'))).toEqual([
      'styles.abcdef0123.css',
      'styles.abcdef0123.css.br',
      'styles.abcdef0123.css.gz',
    ]);
  });

  it('leaves files whose name does not change with their content to on-the-fly gzip', async () => {
    await precompressAssets([dir]);
    const names = await readdir(dir);
    expect(
      names.filter((name) => name.startsWith('remoteEntry') || name.startsWith('index')),
    ).toEqual(['index.html', 'remoteEntry.js']);
    expect(names).not.toContain('main.0123456789.js.map.gz');
  });

  it('compresses only what is missing on the next start', async () => {
    await precompressAssets([dir]);
    await rm(path.join(dir, 'main.0123456789.js.gz'));
    expect(await precompressAssets([dir])).toEqual({ assets: 2, written: 1 });
    expect(await precompressAssets([dir])).toEqual({ assets: 2, written: 0 });
  });

  it('writes no copy that would not be smaller than the file', async () => {
    await writeFile(path.join(dir, 'tiny.fedcba9876.js'), 'x');
    await precompressAssets([dir]);
    expect(await readdir(dir)).not.toContain('tiny.fedcba9876.js.br');
    expect(await readdir(dir)).not.toContain('tiny.fedcba9876.js.gz');
  });

  it('says which folder it could not read', async () => {
    await expect(precompressAssets([path.join(dir, 'missing')])).rejects.toThrow(/ENOENT.*missing/);
  });
});
