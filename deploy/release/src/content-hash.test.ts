import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentHash, listFiles } from './content-hash';

describe('contentHash', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'jara-hash-'));
    await mkdir(path.join(dir, 'css'));
    await writeFile(path.join(dir, 'a.js'), 'ab');
    await writeFile(path.join(dir, 'css', 'b.css'), 'c');
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('lists nested files as sorted relative paths', async () => {
    expect(await listFiles(dir)).toEqual(['a.js', 'css/b.css']);
  });

  it('is stable for the same files and changes when bytes move between files', async () => {
    const before = await contentHash(dir);
    expect(await contentHash(dir)).toBe(before);
    await writeFile(path.join(dir, 'a.js'), 'a');
    await writeFile(path.join(dir, 'css', 'b.css'), 'bc');
    expect(await contentHash(dir)).not.toBe(before);
  });
});
