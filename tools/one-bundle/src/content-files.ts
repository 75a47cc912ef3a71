/**
 * The files the blog's screens fetch at run time, which the federated site serves from the
 * stack's published pages and the content remote's folder: every page's `{path}/_payload.json`
 * and the covers (`covers/<name>.<hash>.svg`, under the bundle's public path: `/` here). Made by
 * the content remote's own build code from its source, so they are the same files.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { payloadPath } from '@jara/contracts/prerender';
import { assembleContent } from '../../../remotes/content/build/assemble-content';
import { contentPages } from '../../../remotes/content/src/prerender/content-pages';

/** Each file's path inside dist (no leading slash) with its bytes. */
export function contentFiles(contentDir: string): Map<string, Buffer> {
  // assembleContent copies covers into a folder of its own; they are read back from there.
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'one-bundle-content-'));
  try {
    const build = assembleContent(path.join(contentDir, 'source'), scratch);
    const files = new Map<string, Buffer>();
    // The origin and asset base shape only a prerendered page's head; payloads do not use them.
    for (const page of contentPages(build, {
      origin: '',
      assetBase: '/',
      api: { baseUrl: '', plansBaseUrl: '' },
    })) {
      if (page.payload === null) continue;
      files.set(payloadPath(page.path).slice(1), Buffer.from(JSON.stringify(page.payload)));
    }
    const coversDir = path.join(scratch, 'covers');
    for (const name of existsSync(coversDir) ? readdirSync(coversDir) : []) {
      files.set(`covers/${name}`, readFileSync(path.join(coversDir, name)));
    }
    return files;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
