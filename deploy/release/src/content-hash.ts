/** A build's identity: the same files with the same bytes always hash the same. */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Every regular file under `dir`, as sorted relative POSIX paths. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
}

export async function contentHash(dir: string, files?: string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const file of files ?? (await listFiles(dir))) {
    const bytes = await readFile(path.join(dir, file));
    // Name and length first, so moving bytes between files changes the hash.
    hash.update(`${file}\0${bytes.length}\0`);
    hash.update(bytes);
  }
  return hash.digest('hex');
}
