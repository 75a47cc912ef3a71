/**
 * The publish step: renders every prerendered page of the shell and of the remotes' current
 * folders, and swaps in one new set of `{path}/index.html`, `{path}/_payload.json`,
 * `sitemap.xml` and `robots.txt`. Any failure leaves the previous set served.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { payloadPath, type PrerenderContext } from '@jara/contracts/prerender';
import { PAGE_FILE } from '../serving/serving-rules';
import { loadRemotes, loadShell, type RemoteFolder } from './load-bundles';
import { renderPages, type RenderedPage } from './render-pages';
import { ROBOTS_FILE, robotsTxt, SITEMAP_FILE } from './robots-txt';
import { indexableRoutes, unindexedRoutes } from './site-routes';
import { sitemapUrls, sitemapXml } from './sitemap';
import { writePageSet, type PageSet } from './write-page-set';

export interface PublishRequest {
  /** The shell's built `dist/`. */
  shellDist: string;
  /** The folder each remote's registry entry points at, and the URL it is served from. */
  remotes: RemoteFolder[];
  /** The site's public origin, without a trailing slash. */
  origin: string;
  /** The API bases the stack's app config names: catalogue pages are drawn from there. */
  api: PrerenderContext['api'];
  pagesDir: string;
}

export interface PublishOutcome {
  pages: string[];
  sitemapUrls: number;
}

/** The shell build's day: `builds/latest.json`, else the newest of its own pages. */
async function buildDate(shellDist: string, pages: RenderedPage[]): Promise<string> {
  const latest = await readFile(path.join(shellDist, 'builds', 'latest.json'), 'utf8')
    .then((text) => (JSON.parse(text) as { timestamp?: unknown }).timestamp)
    .catch(() => undefined);
  if (typeof latest === 'number') return new Date(latest).toISOString().slice(0, 10);
  const newest = pages
    .map((page) => page.lastmod)
    .sort()
    .at(-1);
  return newest ?? new Date().toISOString().slice(0, 10);
}

const relative = (urlPath: string) => urlPath.replace(/^\/+/, '');

export async function publishPages(request: PublishRequest): Promise<PublishOutcome> {
  const shell = await loadShell(request.shellDist, request.origin, request.api);
  const remotes = await loadRemotes(request.remotes, request.origin, request.api);
  const pages = await renderPages(shell, remotes);

  const files: PageSet = new Map();
  for (const page of pages) {
    files.set(path.posix.join(relative(page.path), PAGE_FILE), page.html);
    if (page.payload !== null) {
      files.set(relative(payloadPath(page.path)), JSON.stringify(page.payload));
    }
  }
  const urls = sitemapUrls({
    origin: request.origin,
    routes: indexableRoutes(),
    pages,
    buildDate: await buildDate(request.shellDist, pages),
  });
  files.set(SITEMAP_FILE, sitemapXml(urls));
  files.set(ROBOTS_FILE, robotsTxt(request.origin, unindexedRoutes()));

  await writePageSet(request.pagesDir, files);
  return { pages: pages.map((page) => page.path), sitemapUrls: urls.length };
}
