/**
 * Which release of a remote a page loads, as the network shows it: the remote's release
 * documents (`mf-manifest.json`, `remoteEntry.js`) the page asks for under a base URL (the
 * remote's origin, or where a CDN serves the object store). A spec compares them with a release's
 * entry, so it proves both that the page used that release folder and that it asked no other.
 */
import type { BrowserContext, Page } from '@playwright/test';

const RELEASE_FILE = /\/(mf-manifest\.json|remoteEntry\.js)$/;

/** From now on, the release documents asked for under `base`, each once, sorted. */
export function releaseFilesRequested(target: Page | BrowserContext, base: string): () => string[] {
  const seen = new Set<string>();
  target.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(`${base}/`) && RELEASE_FILE.test(url)) seen.add(url);
  });
  return () => [...seen].sort();
}

/** The release documents of the release whose registry entry is `entry` (its manifest), sorted. */
export function releaseFilesOf(entry: string): string[] {
  return [entry, entry.replace(/mf-manifest\.json$/, 'remoteEntry.js')].sort();
}
