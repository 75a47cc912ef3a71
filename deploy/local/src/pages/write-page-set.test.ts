import { lstat, mkdtemp, readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writePageSet } from './write-page-set';

describe('writePageSet', () => {
  let dir: string;
  let pagesDir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'jara-pages-'));
    pagesDir = path.join(dir, 'pages');
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('swaps a whole new set in and removes the previous one after', async () => {
    await writePageSet(
      pagesDir,
      new Map([
        ['blog/index.html', 'one'],
        ['sitemap.xml', 'a'],
      ]),
    );
    await writePageSet(pagesDir, new Map([['blog/post/index.html', 'two']]));
    expect((await lstat(pagesDir)).isSymbolicLink()).toBe(true);
    expect(await readFile(path.join(pagesDir, 'blog/post/index.html'), 'utf8')).toBe('two');
    await expect(readFile(path.join(pagesDir, 'sitemap.xml'), 'utf8')).rejects.toThrow(/ENOENT/);
    // The link and the one hidden folder it points at: no staging or old set left behind.
    expect(await readdir(dir)).toHaveLength(2);
  });

  it('leaves the previous set served when a file cannot be written', async () => {
    await writePageSet(pagesDir, new Map([['index.html', 'one']]));
    await expect(writePageSet(pagesDir, new Map([['../escape.html', 'x']]))).rejects.toThrow(
      'Refusing to write ../escape.html',
    );
    expect(await readFile(path.join(pagesDir, 'index.html'), 'utf8')).toBe('one');
    expect(await readdir(dir)).toHaveLength(2);
  });

  it('replaces a plain folder left from before sets were swapped', async () => {
    await mkdir(pagesDir);
    await writeFile(path.join(pagesDir, 'old.html'), 'old');
    await writePageSet(pagesDir, new Map([['index.html', 'new']]));
    expect(await readdir(pagesDir)).toEqual(['index.html']);
  });
});
