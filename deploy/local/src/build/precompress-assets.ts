/**
 * Brotli (quality 11) and gzip (level 9) copies beside every content-hashed asset of a served
 * folder, for nginx's `brotli_static` / `gzip_static`: the best ratio costs nothing per request
 * when paid once before serving. Only hashed files: their name changes with their content, so an
 * existing `.br` can never be stale and a restart compresses only what a new build added.
 * Everything else (index.html, remoteEntry.js, manifests) keeps nginx's on-the-fly gzip.
 */
import { availableParallelism } from 'node:os';
import { readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { runLimited } from '../processes/run-limited';
import { HASHED_ASSET_PATTERN } from '../serving/serving-rules';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const ENCODINGS = [
  {
    extension: '.br',
    compress: (data: Buffer) =>
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  { extension: '.gz', compress: (data: Buffer) => gzipAsync(data, { level: 9 }) },
] as const;

export interface PrecompressResult {
  /** Hashed assets found. */
  assets: number;
  /** Compressed copies written now (the rest were there already or would not be smaller). */
  written: number;
}

async function hashedAssets(dir: string): Promise<string[]> {
  const pattern = new RegExp(HASHED_ASSET_PATTERN);
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** Writes the missing `.br` and `.gz` of every hashed asset under each folder. */
export async function precompressAssets(dirs: readonly string[]): Promise<PrecompressResult> {
  const assets = (await Promise.all(dirs.map(hashedAssets))).flat();
  let written = 0;
  // zlib's async calls run on libuv's thread pool: one task per core keeps every core busy.
  await runLimited(assets, availableParallelism(), async (file) => {
    const missing = [];
    for (const encoding of ENCODINGS) {
      if (!(await exists(file + encoding.extension))) missing.push(encoding);
    }
    if (missing.length === 0) return;
    const data = await readFile(file);
    for (const encoding of missing) {
      const compressed = await encoding.compress(data);
      // A copy no smaller than the file would only cost nginx a stat; it then gzips on the fly.
      if (compressed.length >= data.length) continue;
      // Renamed into place: nginx never serves half a file.
      const partial = `${file}${encoding.extension}.${process.pid}.partial`;
      await writeFile(partial, compressed);
      await rename(partial, file + encoding.extension);
      written += 1;
    }
  });
  return { assets: assets.length, written };
}
