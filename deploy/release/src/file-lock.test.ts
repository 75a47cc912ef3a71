import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { withFileLock } from './file-lock';

describe('withFileLock', () => {
  let dir: string;
  let lock: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'jara-lock-'));
    lock = path.join(dir, 'registry.json.lock');
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('runs one holder at a time and removes the lock after', async () => {
    let inside = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 10 }, () =>
        withFileLock(lock, async () => {
          inside += 1;
          most = Math.max(most, inside);
          await new Promise((resolve) => setTimeout(resolve, 3));
          inside -= 1;
        }),
      ),
    );
    expect(most).toBe(1);
    expect(await readdir(dir)).toEqual([]);
  });

  it('releases the lock when the work fails', async () => {
    await expect(
      withFileLock(lock, async () => {
        throw new Error('write failed');
      }),
    ).rejects.toThrow('write failed');
    expect(await readdir(dir)).toEqual([]);
  });

  it('takes over a lock left by a process that died holding it', async () => {
    await writeFile(lock, '999999 dead');
    const old = new Date(Date.now() - 60_000);
    await utimes(lock, old, old);
    expect(await withFileLock(lock, async () => 'done', { staleMs: 1000 })).toBe('done');
  });

  it('gives up on a live holder after waitMs, naming its process', async () => {
    await writeFile(lock, '4242 alive');
    await expect(
      withFileLock(lock, async () => 'never', { staleMs: 60_000, waitMs: 50 }),
    ).rejects.toThrow(
      `${lock} is held by another release (process 4242) for longer than 50 ms; try again, ` +
        'or remove it if that process is gone',
    );
  });
});
