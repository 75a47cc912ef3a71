/** What the page at a path mounts on its first paint, by the build-time route table. */
import type { PreloadPlan, PreloadRouteTable } from './preload-routes';

export function planFor(pathname: string, table: PreloadRouteTable): PreloadPlan {
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // A malformed escape: the router will refuse the path; match it as it came.
  }
  const route = table.routes.find(([pattern]) => new RegExp(pattern, 'i').test(path));
  return route ? (table.plans[route[1]] ?? {}) : {};
}
