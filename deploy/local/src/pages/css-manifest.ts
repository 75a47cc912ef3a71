/**
 * The CSS a page's chunks need, from a bundle's `.server/css-manifest.json`, as the URLs a
 * prerendered file links: the bundle's own served folder plus each file name.
 */
import path from 'node:path';
import { CSS_MANIFEST } from '@jara/contracts/prerender';
import { readJsonIfExists } from '../runtime/atomic-json';

export type CssManifest = Record<string, string[]>;

export async function readCssManifest(folder: string): Promise<CssManifest> {
  const file = path.join(folder, CSS_MANIFEST);
  const manifest = await readJsonIfExists(file);
  if (manifest === undefined) throw new Error(`${file} is missing: is this a production build?`);
  const valid =
    typeof manifest === 'object' &&
    manifest !== null &&
    Object.values(manifest).every(
      (files) => Array.isArray(files) && files.every((name) => typeof name === 'string'),
    );
  if (!valid) throw new Error(`${file} is not a map of chunk names to CSS files`);
  return manifest as CssManifest;
}

/** Every CSS URL of `chunks`, in order, each once; a chunk without CSS contributes nothing. */
export function stylesheetUrls(manifest: CssManifest, chunks: string[], base: string): string[] {
  return [...new Set(chunks.flatMap((chunk) => manifest[chunk] ?? []))].map(
    (file) => `${base}${file}`,
  );
}
