/**
 * `sitemap.xml`: every public route of the site map and every prerendered page (posts, quizzes,
 * indexes, the marketplace, every store) that search engines may list, once each, as absolute
 * URLs with their `lastmod`. A route with a parameter (`/stores/{name}`) is never listed: its
 * prerendered pages are, each at its own path.
 */
import { escapeHtml } from './html-escape';

export interface SitemapPage {
  path: string;
  lastmod: string;
  noindex: boolean;
  /** A page whose canonical URL is another page's (an alias) leaves the listing to that page. */
  canonical?: string | undefined;
}

export interface SitemapUrl {
  loc: string;
  lastmod: string;
}

const isAlias = (page: SitemapPage, origin: string) =>
  page.canonical !== undefined && new URL(page.canonical).href !== new URL(page.path, origin).href;

/** A prerendered page's own date wins over the build date of a route it shares a path with. */
export function sitemapUrls(input: {
  origin: string;
  routes: string[];
  pages: SitemapPage[];
  /** YYYY-MM-DD of the shell build: the last change of a route that has no page of its own. */
  buildDate: string;
}): SitemapUrl[] {
  const byPath = new Map<string, string>();
  for (const route of input.routes) byPath.set(route, input.buildDate);
  for (const page of input.pages) {
    if (page.noindex || isAlias(page, input.origin)) byPath.delete(page.path);
    else byPath.set(page.path, page.lastmod);
  }
  return [...byPath]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([path, lastmod]) => ({ loc: new URL(path, input.origin).href, lastmod }));
}

export function sitemapXml(urls: SitemapUrl[]): string {
  const entries = urls.map(
    ({ loc, lastmod }) =>
      `  <url><loc>${escapeHtml(loc)}</loc><lastmod>${escapeHtml(lastmod)}</lastmod></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
