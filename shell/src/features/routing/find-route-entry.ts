/** Which table entry a URL path belongs to, for code that acts before the router does. */
import { matchRoutes } from 'react-router-dom';
import { toRouterPath } from '@jara/contracts/site-paths';
import { ROUTE_TABLE, type RouteEntry } from './route-table';

const MATCHABLE = ROUTE_TABLE.map((entry) => ({ path: toRouterPath(entry.path), entry }));

export function findRouteEntry(pathname: string): RouteEntry | undefined {
  return matchRoutes(MATCHABLE, pathname)?.at(-1)?.route.entry;
}
