/**
 * The serving rules as observable behaviour: one table of requests and what must come back,
 * checked against the Node servers and against nginx running the rendered config.
 */
import { request } from 'node:http';
import { IMMUTABLE, NO_CACHE, SHORT_CACHE } from '../serving/serving-rules';
import { FIXTURE_FILES, RELEASE } from './serving-fixture';

export interface ServingCase {
  site: 'shell' | 'remote';
  /** Sent as is (no client-side normalisation of `..` or percent-encoding). */
  path: string;
  status: number;
  cacheControl?: string;
  /** The exact body of a 200, or of a 404 that is the site's not-found page. */
  body?: string;
  why: string;
}

const index = FIXTURE_FILES.shellDist['index.html'];
const pages = FIXTURE_FILES.pages;
const post = pages['blog/guides/best-suya/index.html'];

/** Published pages: a route with a prerendered file gets it, every other route the SPA. */
const PAGE_CASES: ServingCase[] = [
  {
    site: 'shell',
    path: '/blog/guides/best-suya',
    status: 200,
    cacheControl: NO_CACHE,
    body: post,
    why: 'a prerendered route is its own file',
  },
  {
    site: 'shell',
    path: '/blog/guides/best-suya/',
    status: 200,
    cacheControl: NO_CACHE,
    body: post,
    why: 'a prerendered route with a trailing slash',
  },
  {
    site: 'shell',
    path: '/blog/guides/best-suya?ref=x',
    status: 200,
    cacheControl: NO_CACHE,
    body: post,
    why: 'a prerendered route with a query string',
  },
  {
    site: 'shell',
    path: '/blog/releases/v1.2',
    status: 200,
    cacheControl: NO_CACHE,
    body: pages['blog/releases/v1.2/index.html'],
    why: 'a dotted route is answered with its prerendered file too',
  },
  {
    site: 'shell',
    path: '/blog/guides/other',
    status: 200,
    cacheControl: NO_CACHE,
    body: index,
    why: 'a route without a prerendered file is the SPA',
  },
  {
    site: 'shell',
    path: '/blog/guides/best-suya/_payload.json',
    status: 200,
    cacheControl: NO_CACHE,
    body: pages['blog/guides/best-suya/_payload.json'],
    why: 'a payload is revalidated like its page',
  },
  {
    site: 'shell',
    path: '/blog/guides/other/_payload.json',
    status: 404,
    why: 'a missing payload is a 404, never the SPA',
  },
  {
    site: 'shell',
    path: '/blog/guides/best-suya/index.html',
    status: 404,
    why: 'a prerendered file is reached by its route only',
  },
  {
    site: 'shell',
    path: '/sitemap.xml',
    status: 200,
    cacheControl: SHORT_CACHE,
    body: pages['sitemap.xml'],
    why: 'the sitemap is published with the pages',
  },
  {
    site: 'shell',
    path: '/robots.txt',
    status: 200,
    cacheControl: SHORT_CACHE,
    body: pages['robots.txt'],
    why: 'robots.txt is published with the pages',
  },
];

/**
 * A route the site map does not name is the SPA (it draws the 404 layout) with status 404; the
 * site map decides by shape, so an unknown store or post is the app's to tell.
 */
const NOT_FOUND_CASES: ServingCase[] = [
  ...[
    ['/nope', 'a path the site map does not name'],
    ['/nope/', 'with a trailing slash'],
    ['/nope?q=rice', 'with a query string'],
    ['/ke/nope', 'under /ke'],
    ['/ke/stores', 'a page without a Kenyan twin'],
    ['/stores/mama-put/menu', 'one segment beyond a page'],
    ['/blog/guides/best-suya-x/../../../nope', 'a path that resolves to no page'],
    ['/%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'a hostile path'],
    ['/chow%0A', 'a page name followed by a newline'],
  ].map(([path, why]): ServingCase => ({
    site: 'shell',
    path: path!,
    status: 404,
    body: index,
    why: why!,
  })),
  {
    site: 'shell',
    path: '/CHOW',
    status: 200,
    cacheControl: NO_CACHE,
    body: index,
    why: 'a page in another case is still the page (the router ignores case)',
  },
  {
    site: 'shell',
    path: '/stores/%22%3E%3Cimg%20onerror%3E',
    status: 200,
    cacheControl: NO_CACHE,
    body: index,
    why: 'a hostile store slug has the shape of a store: the app says it does not exist',
  },
  {
    site: 'shell',
    path: '/ke/blog/no-such-post',
    status: 200,
    cacheControl: NO_CACHE,
    body: index,
    why: 'a Kenyan post without a prerendered file is the SPA',
  },
];

export const SERVING_CASES: ServingCase[] = [
  {
    site: 'shell',
    path: '/',
    status: 200,
    cacheControl: NO_CACHE,
    body: pages['index.html'],
    why: 'the root is its prerendered page',
  },
  {
    site: 'shell',
    path: '/index.html',
    status: 200,
    cacheControl: NO_CACHE,
    body: index,
    why: 'index is never cached',
  },
  {
    site: 'shell',
    path: '/stores/mama-put',
    status: 200,
    cacheControl: NO_CACHE,
    body: index,
    why: 'SPA fallback',
  },
  {
    site: 'shell',
    path: '/jara_for_business/',
    status: 200,
    cacheControl: NO_CACHE,
    body: index,
    why: 'trailing slash is a route',
  },
  {
    site: 'shell',
    path: '/stores/st.louis',
    status: 200,
    cacheControl: NO_CACHE,
    body: index,
    why: 'a dot in the last segment of a route is still a route',
  },
  {
    site: 'shell',
    path: '/blog/2024/whats-new-in-v1.2',
    status: 200,
    cacheControl: NO_CACHE,
    body: index,
    why: 'a version number at the end of a route is not an extension',
  },
  {
    site: 'shell',
    path: '/blog/2024/whats-new-in-v1.2/',
    status: 200,
    cacheControl: NO_CACHE,
    body: index,
    why: 'a dotted route with a trailing slash',
  },
  {
    site: 'shell',
    path: '/marketplace/search?q=rice',
    status: 200,
    cacheControl: NO_CACHE,
    body: index,
    why: 'query strings are ignored',
  },
  {
    site: 'shell',
    path: '/main.0123456789.js',
    status: 200,
    cacheControl: IMMUTABLE,
    body: 'console.log("main");',
    why: 'hashed chunk',
  },
  {
    site: 'shell',
    path: '/styles.abcdef0123.css',
    status: 200,
    cacheControl: IMMUTABLE,
    body: 'body{}',
    why: 'hashed stylesheet',
  },
  {
    site: 'shell',
    path: '/stores/../main.0123456789.js',
    status: 200,
    cacheControl: IMMUTABLE,
    body: 'console.log("main");',
    why: 'dot segments resolve',
  },
  {
    site: 'shell',
    path: '/missing.0123456789.js',
    status: 404,
    why: 'a lost chunk is a 404, never index.html',
  },
  {
    site: 'shell',
    path: '/stores/missing.css',
    status: 404,
    why: 'any missing file with an extension',
  },
  ...[
    '/static/js/missing.0123456789.js',
    '/static/css/missing.css',
    '/main.0123456789.js.map',
    '/missing.json',
    '/images/missing.png',
    '/images/missing.svg',
    '/missing.ico',
    '/fonts/missing.woff2',
    '/missing.txt',
    '/missing.xml',
    '/about.html',
  ].map((path): ServingCase => ({ site: 'shell', path, status: 404, why: 'a missing asset file' })),
  {
    site: 'shell',
    path: '/registry.json',
    status: 200,
    cacheControl: NO_CACHE,
    body: FIXTURE_FILES.runtime['registry.json'],
    why: 'runtime document',
  },
  {
    site: 'shell',
    path: '/app-config.json',
    status: 200,
    cacheControl: NO_CACHE,
    body: FIXTURE_FILES.runtime['app-config.json'],
    why: 'runtime document',
  },
  {
    site: 'shell',
    path: '/builds/latest.json',
    status: 200,
    cacheControl: NO_CACHE,
    body: FIXTURE_FILES.shellDist['builds/latest.json'],
    why: 'polled for new builds',
  },
  {
    site: 'shell',
    path: '/builds/meta/b1.json',
    status: 200,
    cacheControl: NO_CACHE,
    body: FIXTURE_FILES.shellDist['builds/meta/b1.json'],
    why: 'build metadata',
  },
  { site: 'shell', path: '/builds/meta/b2.json', status: 404, why: 'unknown build' },
  {
    site: 'shell',
    path: '/favicon.ico',
    status: 200,
    cacheControl: SHORT_CACHE,
    body: FIXTURE_FILES.shellDist['favicon.ico'],
    why: 'unhashed file',
  },
  ...PAGE_CASES,
  ...NOT_FOUND_CASES,
  { site: 'shell', path: '/.secret', status: 404, why: 'hidden files are never served' },
  {
    site: 'shell',
    path: '/%2e%2e/%2e%2e/etc/passwd',
    status: 400,
    why: 'no climbing out of the root',
  },
  {
    site: 'remote',
    path: '/mf-manifest.json',
    status: 200,
    cacheControl: NO_CACHE,
    body: FIXTURE_FILES.remoteDist['mf-manifest.json'],
    why: 'manifest is revalidated',
  },
  {
    site: 'remote',
    path: '/remoteEntry.js',
    status: 200,
    cacheControl: NO_CACHE,
    body: 'var storefront;',
    why: 'entry is revalidated',
  },
  {
    site: 'remote',
    path: '/__federation_expose_app.0123456789.js',
    status: 200,
    cacheControl: IMMUTABLE,
    body: 'expose();',
    why: 'hashed chunk',
  },
  { site: 'remote', path: '/missing.0123456789.js', status: 404, why: 'missing chunk' },
  { site: 'remote', path: '/stores/mama-put', status: 404, why: 'remotes have no SPA fallback' },
  { site: 'remote', path: '/stores/st.louis', status: 404, why: 'nor for dotted paths' },
  {
    site: 'remote',
    path: `/v/${RELEASE}/mf-manifest.json`,
    status: 200,
    cacheControl: NO_CACHE,
    body: FIXTURE_FILES.release['mf-manifest.json'],
    why: 'released manifest',
  },
  {
    site: 'remote',
    path: `/v/${RELEASE}/chunk.0123456789.js`,
    status: 200,
    cacheControl: IMMUTABLE,
    body: 'chunk();',
    why: 'released chunk',
  },
  { site: 'remote', path: '/v/9.9.9/mf-manifest.json', status: 404, why: 'unknown release' },
  { site: 'remote', path: `/v/${RELEASE}/`, status: 404, why: 'no folder listings' },
];

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A GET (or another method) with the path exactly as given. */
export function rawRequest(port: number, path: string, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** What must hold for one case, whoever serves it. */
export function expectCase(response: RawResponse, testCase: ServingCase) {
  expect({ path: testCase.path, status: response.status }).toEqual({
    path: testCase.path,
    status: testCase.status,
  });
  if (testCase.status === 200) {
    expect(response.headers['cache-control']).toBe(testCase.cacheControl);
    expect(response.body).toBe(testCase.body);
  } else {
    // An error must never be cached as if it were a chunk.
    expect(response.headers['cache-control']).toBeUndefined();
    if (testCase.body !== undefined) expect(response.body).toBe(testCase.body);
  }
}

/** Shell paths and whether the answer carries the document headers (its CSP among them). */
export const DOCUMENT_HEADER_CASES: { path: string; documentHeaders: boolean; why: string }[] = [
  { path: '/', documentHeaders: true, why: 'the SPA' },
  { path: '/blog/guides/best-suya', documentHeaders: true, why: 'a prerendered page' },
  { path: '/favicon.ico', documentHeaders: true, why: 'an unhashed file may be opened' },
  { path: '/missing.0123456789.js', documentHeaders: true, why: 'an error is shown as a page' },
  { path: '/nope', documentHeaders: true, why: 'the not-found page is a document' },
  { path: '/main.0123456789.js', documentHeaders: false, why: 'a served chunk is no document' },
  { path: '/styles.abcdef0123.css', documentHeaders: false, why: 'nor a served style sheet' },
];

/** Every shell answer is protected from sniffing; documents also get the CSP and framing rules. */
export function expectShellHeaders(response: RawResponse, documentHeaders: boolean) {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const policies = {
    csp: response.headers['content-security-policy'],
    frames: response.headers['x-frame-options'],
    permissions: response.headers['permissions-policy'],
  };
  if (documentHeaders) {
    expect(policies).toEqual({
      csp: expect.stringContaining("frame-ancestors 'none'"),
      frames: 'DENY',
      permissions: expect.stringContaining('camera=()'),
    });
  } else {
    expect(policies).toEqual({ csp: undefined, frames: undefined, permissions: undefined });
  }
}
