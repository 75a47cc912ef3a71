/**
 * The shell's routes that are prerendered: its own pages that search engines should list
 * and that take no parameter (a parameter's values are not known at build time).
 */
import { fillPath, toRouterPath } from '@jara/contracts/site-paths';
import { ROUTE_TABLE, type RouteEntry } from '../features/routing/route-table';
import type { ShellPageId } from '../features/routing/shell-pages';

export interface PrerenderedShellRoute {
  path: string;
  page: ShellPageId;
  entry: RouteEntry;
}

const hasParameter = (specPath: string) => /[:*]/.test(toRouterPath(specPath));

export function prerenderedShellRoutes(): PrerenderedShellRoute[] {
  const routes = new Map<string, PrerenderedShellRoute>();
  for (const entry of ROUTE_TABLE) {
    if (entry.owner !== 'shell' || !entry.indexable) continue;
    if (hasParameter(entry.path)) continue;
    const path = fillPath(entry.path);
    if (!routes.has(path)) routes.set(path, { path, page: entry.screen as ShellPageId, entry });
  }
  return [...routes.values()];
}
