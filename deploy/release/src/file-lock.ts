/**
 * A lock between processes on one machine: a lock file created with the exclusive flag 'wx', so
 * exactly one creator wins. A holder keeps it for one read and one write of a small file, a few
 * milliseconds; a lock older than `staleMs` belongs to a process that died holding it and is
 * removed. (Two waiters may both judge one dead lock stale, and the slower one then removes the
 * faster one's new lock: only after a crash, and the writes behind it still compare the registry
 * they read, so the cost is at worst a refused write that is retried.)
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface LockOptions {
  staleMs?: number;
  /** How long to wait for a live holder before giving up. */
  waitMs?: number;
}

const DEFAULT_STALE_MS = 10_000;
const DEFAULT_WAIT_MS = 30_000;

export async function withFileLock<T>(
  lockFile: string,
  work: () => Promise<T>,
  options: LockOptions = {},
): Promise<T> {
  const token = `${process.pid} ${randomBytes(6).toString('hex')}`;
  await acquire(lockFile, token, options);
  try {
    return await work();
  } finally {
    // Only our own lock: a stale-lock sweep by another process may have replaced it.
    if ((await readFile(lockFile, 'utf8').catch(() => '')) === token) {
      await rm(lockFile, { force: true });
    }
  }
}

async function acquire(lockFile: string, token: string, options: LockOptions): Promise<void> {
  const staleMs = options.staleMs ?? DEFAULT_STALE_MS;
  const deadline = Date.now() + (options.waitMs ?? DEFAULT_WAIT_MS);
  await mkdir(path.dirname(lockFile), { recursive: true });
  for (;;) {
    try {
      await writeFile(lockFile, token, { flag: 'wx' });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const held = await stat(lockFile).catch(() => undefined);
    if (held !== undefined && Date.now() - held.mtimeMs > staleMs) {
      await rm(lockFile, { force: true });
      continue;
    }
    if (Date.now() > deadline) {
      const holder = await readFile(lockFile, 'utf8').catch(() => 'gone');
      throw new Error(
        `${lockFile} is held by another release (process ${holder.split(' ')[0]}) for longer ` +
          `than ${options.waitMs ?? DEFAULT_WAIT_MS} ms; try again, or remove it if that ` +
          'process is gone',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 2 + Math.random() * 10));
  }
}
