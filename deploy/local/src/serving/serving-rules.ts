/**
 * How the shell and the remotes are served, as data. The Node servers interpret these rules and
 * the nginx renderer turns the same rules into config, so the two can never drift; one table of
 * cases (serving-cases.ts) is checked against both.
 *
 * Order matters and follows nginx's own location precedence: exact mounts, then prefix mounts,
 * then the fallback pattern, then plain files. Cache rules are first-match, like an nginx `map`.
 */
import { RELEASES_PREFIX } from '@jara/contracts/release-layout';
import { SITE_ROUTE_PATTERN } from '@jara/contracts/site-route-pattern';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unhashed files (favicon, robots.txt, source maps) may change with any deploy: keep it short. */
export const SHORT_CACHE = 'public, max-age=3600';

/** Matches the `[name].[contenthash:10].js|css` names of @jara/federation's rspack config. */
export const HASHED_ASSET_PATTERN = '\\.[0-9a-f]{10}\\.(js|css)$';

// Asked on every answer the Node servers send: compiled once.
const HASHED_ASSET = new RegExp(HASHED_ASSET_PATTERN);

/** The statuses of a file actually served: whole, a range of it, or not modified. */
export const SERVED_FILE_STATUSES = [200, 206, 304] as const;

/**
 * A hashed script or style sheet, once served, is only ever a page's subresource and never a
 * document, so the headers that govern documents (site-headers.ts) do nothing on it. Left off,
 * each chunk is about 0.9 KB lighter: nginx's HTTP/2 sends every response header in full each
 * time (it does not index response headers), and the shell's CSP alone is 1 KB.
 */
export function isServedSubresource(status: number, servedPath: string): boolean {
  return (
    (SERVED_FILE_STATUSES as readonly number[]).includes(status) && HASHED_ASSET.test(servedPath)
  );
}

/**
 * Extensions of the files a build or the published pages hold. A path ending in one is an asset:
 * served if the file exists, else a real 404, so a chunk lost to a new deploy is detected (and
 * reloaded) instead of parsed as HTML. Any other path is a route, dots and all (`/stores/st.louis`,
 * `/blog/whats-new-in-v1.2`).
 */
export const ASSET_EXTENSIONS = [
  'js',
  'mjs',
  'css',
  'map',
  'json',
  'html',
  'txt',
  'xml',
  'webmanifest',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'avif',
  'svg',
  'ico',
  'woff',
  'woff2',
  'ttf',
  'otf',
  'wasm',
  'pdf',
] as const;

export const ASSET_PATH_PATTERN = `\\.(${ASSET_EXTENSIONS.join('|')})$`;

/** `{path}/_payload.json` (PAYLOAD_FILE of @jara/contracts/prerender). */
export const PAYLOAD_PATTERN = '/_payload\\.json$';

/**
 * Folders a site serves from: its build, the stack's registry (`runtime`, shared by every shell
 * site of a stack), the site's own runtime config (`config`: which backends its pages call),
 * released builds, and the published pages (prerendered files, their payloads, the sitemap and
 * robots.txt).
 */
export type RootName = 'dist' | 'runtime' | 'config' | 'releases' | 'pages';

/** A prerendered route's file inside its own folder: `{path}/index.html`. */
export const PAGE_FILE = 'index.html';

export type Mount =
  | { exact: string; root: RootName }
  /** The prefix is stripped: `/v/1.0.0/x.js` under `releases/<remote>/` is `1.0.0/x.js`. */
  | { prefix: string; root: RootName }
  /** Any path matching `pattern`, from `root` at the same path; a 404 when absent. */
  | { pattern: string; root: RootName };

export interface CacheRule {
  pattern: string;
  cacheControl: string;
}

export interface SiteRules {
  mounts: Mount[];
  /**
   * Every path not matching `assets` is a route: answered with its prerendered `{path}/index.html`
   * from `prerendered` when there is one, else with its own file, else with `to` (the SPA
   * fallback). An asset path is its own file or a 404. A route that `pages` (matched regardless
   * of case, as the router matches) does not name is the site's not-found page: its own file if
   * it has one, else `to` with status 404, so crawlers see a 404 and visitors the SPA's 404 layout.
   */
  fallback?: { assets: string; pages: string; to: string; prerendered?: RootName };
  cache: { rules: CacheRule[]; otherwise: string };
}

export const SHELL_RULES: SiteRules = {
  mounts: [
    { exact: '/registry.json', root: 'runtime' },
    { exact: '/app-config.json', root: 'config' },
    { exact: '/sitemap.xml', root: 'pages' },
    { exact: '/robots.txt', root: 'pages' },
    // A payload is data, never the SPA: a page without one is a 404 the client reads as null.
    { pattern: PAYLOAD_PATTERN, root: 'pages' },
  ],
  fallback: {
    assets: ASSET_PATH_PATTERN,
    pages: SITE_ROUTE_PATTERN,
    to: '/index.html',
    prerendered: 'pages',
  },
  cache: {
    rules: [
      // The SPA's index.html and every prerendered page: they name the hashed chunks.
      { pattern: '(^/|/index\\.html)$', cacheControl: NO_CACHE },
      { pattern: PAYLOAD_PATTERN, cacheControl: NO_CACHE },
      { pattern: '^/(registry|app-config)\\.json$', cacheControl: NO_CACHE },
      { pattern: '^/builds/latest\\.json$', cacheControl: NO_CACHE },
      { pattern: '^/builds/meta/', cacheControl: NO_CACHE },
      { pattern: HASHED_ASSET_PATTERN, cacheControl: IMMUTABLE },
    ],
    otherwise: SHORT_CACHE,
  },
};

export const REMOTE_RULES: SiteRules = {
  mounts: [{ prefix: RELEASES_PREFIX, root: 'releases' }],
  cache: {
    rules: [
      // The entry points name the hashed chunks: they must be revalidated on every load.
      {
        pattern: '(^|/)(mf-manifest\\.json|mf-stats\\.json|remoteEntry\\.js)$',
        cacheControl: NO_CACHE,
      },
      { pattern: HASHED_ASSET_PATTERN, cacheControl: IMMUTABLE },
    ],
    otherwise: SHORT_CACHE,
  },
};

/** Whether the site answers `urlPath` as a route (page or SPA) rather than as a file. */
export function isRoutePath(rules: SiteRules, urlPath: string): boolean {
  return rules.fallback !== undefined && !new RegExp(rules.fallback.assets).test(urlPath);
}

const compiledPages = new Map<string, RegExp>();

/** Whether a route path is a page the site has, rather than the not-found page. */
export function isPagePath(rules: SiteRules, urlPath: string): boolean {
  if (rules.fallback === undefined) return false;
  const { pages } = rules.fallback;
  const pattern = compiledPages.get(pages) ?? new RegExp(pages, 'i');
  compiledPages.set(pages, pattern);
  return pattern.test(urlPath);
}

/** The Cache-Control of a successful response, from the path actually served. */
export function cacheControlFor(rules: SiteRules, servedPath: string): string {
  const rule = rules.cache.rules.find(({ pattern }) => new RegExp(pattern).test(servedPath));
  return rule?.cacheControl ?? rules.cache.otherwise;
}
