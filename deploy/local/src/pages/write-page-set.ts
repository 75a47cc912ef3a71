/**
 * Publishes a whole set of files at once. `pagesDir` is a symlink to a hidden folder beside it:
 * a new set is written into a new hidden folder, then a new link is renamed over the old one
 * (one atomic rename), so a server reads the old set or the new one, never a mix or a half.
 * The previous folder is removed only after the swap.
 */
import { randomBytes } from 'node:crypto';
import { lstat, mkdir, readlink, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** File contents by path relative to the set's root (`blog/x/index.html`). */
export type PageSet = Map<string, string>;

async function currentTarget(pagesDir: string): Promise<string | undefined> {
  const stats = await lstat(pagesDir).catch(() => undefined);
  if (stats === undefined) return undefined;
  // A plain folder from before sets were swapped in: nothing can rename a link over it.
  if (!stats.isSymbolicLink()) {
    await rm(pagesDir, { recursive: true, force: true });
    return undefined;
  }
  return path.resolve(path.dirname(pagesDir), await readlink(pagesDir));
}

export async function writePageSet(pagesDir: string, files: PageSet): Promise<void> {
  const parent = path.dirname(pagesDir);
  const name = `.${path.basename(pagesDir)}-${Date.now()}-${randomBytes(4).toString('hex')}`;
  const staging = path.join(parent, name);
  const link = `${staging}.link`;
  await mkdir(staging, { recursive: true });
  try {
    for (const [file, content] of files) {
      const target = path.join(staging, file);
      if (!target.startsWith(`${staging}${path.sep}`)) throw new Error(`Refusing to write ${file}`);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, content);
    }
    const previous = await currentTarget(pagesDir);
    await symlink(name, link);
    await rename(link, pagesDir);
    if (previous !== undefined && previous !== staging) {
      await rm(previous, { recursive: true, force: true });
    }
  } catch (error) {
    await rm(link, { force: true });
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}
