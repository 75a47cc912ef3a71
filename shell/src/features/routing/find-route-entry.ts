/**
 * Which table entry a URL path belongs to, for code that acts before the router does. Every
 * link asks this while rendering, so it must be cheap: `matchRoutes` ranks the whole table on
 * each call (milliseconds on a phone, times every link in the header and footer). A path that is
 * exactly a static route is that route (no parameter or splat route outranks an exact static
 * match); any other path is ranked once and remembered.
 */
import { matchRoutes } from 'react-router-dom';
import { toRouterPath } from '@jara/contracts/site-paths';
import { ROUTE_TABLE, type RouteEntry } from './route-table';

const MATCHABLE = ROUTE_TABLE.map((entry) => ({ path: toRouterPath(entry.path), entry }));

const STATIC = new Map<string, RouteEntry>();
for (const { path, entry } of MATCHABLE) {
  // The first of two equal paths wins, as it does in the router.
  if (!/[:*?]/.test(path) && !STATIC.has(path)) STATIC.set(path, entry);
}

/** Paths a page asks about are few; the bound only stops a long session from growing it. */
const MAX_REMEMBERED = 500;
const remembered = new Map<string, RouteEntry | undefined>();

export function findRouteEntry(pathname: string): RouteEntry | undefined {
  const exact = STATIC.get(pathname);
  if (exact) return exact;
  if (remembered.has(pathname)) return remembered.get(pathname);
  const entry = matchRoutes(MATCHABLE, pathname)?.at(-1)?.route.entry;
  if (remembered.size >= MAX_REMEMBERED) remembered.clear();
  remembered.set(pathname, entry);
  return entry;
}
