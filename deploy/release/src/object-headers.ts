/**
 * The headers an object is uploaded with, so the store and any CDN in front of it serve each file
 * as the stacks do. Every key under `<remote>/v/<version>/` is written once and never again, so
 * the bytes behind a URL cannot change: content-hashed chunks, and `remoteEntry.js` too (its name
 * has no hash, but its key is versioned), are cached for a year. The documents a release is read
 * through (the federation manifests, release.json) and the registry stay `no-cache`: tiny,
 * revalidated with a 304, and never pinned in a cache should an operator ever remove a release.
 */
import {
  HASHED_ASSET_PATTERN,
  IMMUTABLE,
  NO_CACHE,
  SHORT_CACHE,
} from '@jara/local-stack/serving-rules';

const DOCUMENTS = /(^|\/)(mf-manifest\.json|mf-stats\.json|release\.json|registry\.json)$/;
const VERSIONED_ENTRY = /(^|\/)remoteEntry\.js$/;

export function cacheControlFor(file: string): string {
  if (DOCUMENTS.test(file)) return NO_CACHE;
  if (new RegExp(HASHED_ASSET_PATTERN).test(file) || VERSIONED_ENTRY.test(file)) return IMMUTABLE;
  return SHORT_CACHE;
}

const TEXT = '; charset=utf-8';
const CONTENT_TYPES = new Map<string, string>(
  Object.entries({
    js: `text/javascript${TEXT}`,
    mjs: `text/javascript${TEXT}`,
    css: `text/css${TEXT}`,
    json: `application/json${TEXT}`,
    map: `application/json${TEXT}`,
    html: `text/html${TEXT}`,
    txt: `text/plain${TEXT}`,
    xml: `application/xml${TEXT}`,
    webmanifest: `application/manifest+json${TEXT}`,
    svg: 'image/svg+xml',
    png: 'image/png',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    gif: 'image/gif',
    webp: 'image/webp',
    avif: 'image/avif',
    ico: 'image/x-icon',
    woff: 'font/woff',
    woff2: 'font/woff2',
    ttf: 'font/ttf',
    otf: 'font/otf',
    wasm: 'application/wasm',
    pdf: 'application/pdf',
  }),
);

export function contentTypeFor(file: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(file)?.[1]?.toLowerCase();
  return CONTENT_TYPES.get(extension ?? '') ?? 'application/octet-stream';
}

/**
 * The files worth uploading: an object store cannot pick `x.js.br` for a browser that accepts
 * brotli (a CDN compresses at the edge instead), so precompressed siblings stay behind.
 */
export function uploadedFiles(files: string[]): string[] {
  const present = new Set(files);
  return files.filter((file) => {
    const base = /^(.*)\.(gz|br)$/.exec(file)?.[1];
    return base === undefined || !present.has(base);
  });
}
