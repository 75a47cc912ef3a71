/**
 * The route table turned into router routes: grouped by layout and owner under one root whose
 * error element handles validation failures and application errors. Anything unmatched is the
 * non-fatal 404. The root hands the shell's page chunks to every link below it, for preloading.
 */
import type { RouteObject } from 'react-router-dom';
import { toRouterPath } from '@jara/contracts/site-paths';
import { NotFoundPage } from '../errors/not-found-page';
import { RouteErrorPage } from '../errors/route-error-page';
import { createRoutePreloader, RoutePreloadProvider } from '../navigation/route-preloading';
import { loadPageChunk } from '../updates/load-page-chunk';
import { ROUTE_TABLE, type RouteEntry } from './route-table';
import { RouteFrame } from './route-frame';
import { validateRouteParams } from './route-validation';
import { SHELL_PAGES, type ShellPageId } from './shell-pages';
import type { ReactNode } from 'react';

function leafRoute(entry: RouteEntry): RouteObject {
  const base = { path: toRouterPath(entry.path), handle: entry, loader: validateRouteParams };
  if (entry.owner !== 'shell') return { ...base, element: null };
  const page = entry.screen as ShellPageId;
  return { ...base, lazy: () => loadPageChunk(SHELL_PAGES[page]) };
}

/** The links under these routes preload a shell page through the same page table. */
const preloadRoute = createRoutePreloader(SHELL_PAGES);

function groupKey(entry: RouteEntry): string {
  return `${entry.layout}|${entry.owner}`;
}

export function createAppRoutes(root: ReactNode): RouteObject[] {
  const groups = new Map<string, RouteEntry[]>();
  for (const entry of ROUTE_TABLE) {
    groups.set(groupKey(entry), [...(groups.get(groupKey(entry)) ?? []), entry]);
  }
  return [
    {
      id: 'root',
      element: <RoutePreloadProvider value={preloadRoute}>{root}</RoutePreloadProvider>,
      errorElement: <RouteErrorPage />,
      // Loaders only validate parameters, synchronously: this shows for one frame at most.
      hydrateFallbackElement: <div aria-busy="true" />,
      children: [
        ...[...groups.values()].map((entries) => ({
          element: <RouteFrame layout={entries[0]!.layout} owner={entries[0]!.owner} />,
          children: entries.map(leafRoute),
        })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
