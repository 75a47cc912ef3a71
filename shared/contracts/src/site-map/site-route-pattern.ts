/**
 * The site map as one regular expression over a decoded, normalised URL path, for the servers
 * that must tell a page of the site from a path with none: nginx (`location ~*`) and the Node
 * site servers read the same source, so an unknown path is a 404 from both. A parameter matches
 * by shape only (`{name}` one segment, `{name*}` one or more); whether that store or post exists
 * is the screen's business. Case is ignored and a trailing slash allowed, as the router does.
 */
import { SITE_MAP } from '@jara/contracts/site-map';
import { withBrand } from '@jara/contracts/site-paths';

const SEGMENT = '[^/]+';
const TOKEN = /\{\w+(\*?)\}|[^{]+/g;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One path's source: a trailing slash optional, the root exactly `/`. */
function routeSource(specPath: string): string {
  const path = withBrand(specPath).replace(/\/$/, '');
  if (path === '') return '/';
  const source = path.replace(TOKEN, (token, splat: string | undefined) => {
    if (!token.startsWith('{')) return escapeRegex(token);
    return splat ? `${SEGMENT}(?:/${SEGMENT})*` : SEGMENT;
  });
  return `${source}/?`;
}

const sources = [...new Set(SITE_MAP.map((entry) => routeSource(entry.path)))];

/**
 * Anchored at both ends. The end is "nothing follows" rather than `$`, which in nginx's PCRE
 * also matches before a final newline (`/chow%0A` would pass there and fail here).
 */
export const SITE_ROUTE_PATTERN = `^(?:${sources.join('|')})(?![\\s\\S])`;

const SITE_ROUTE = new RegExp(SITE_ROUTE_PATTERN, 'i');

/** Whether a decoded, normalised path (no query string) is a page of the site. */
export function isSitePath(urlPath: string): boolean {
  return SITE_ROUTE.test(urlPath);
}
