/**
 * The shell's prerender module (`dist/.server/prerender.cjs`, see `@jara/contracts/prerender`):
 * its own site pages, whole, and the layout around a remote's page with the outlet marker in
 * the remote's slot. Paths come from the site map only: nothing a visitor typed is rendered.
 */
import type {
  PrerenderContext,
  PrerenderPage,
  ShellPrerenderModule,
} from '@jara/contracts/prerender';
import { pageHead } from '../features/head/page-head';
import { findRouteEntry } from '../features/routing/find-route-entry';
import { prerenderedShellRoutes } from './prerendered-shell-routes';
import { renderRoute } from './render-route';

/** The chunk of the shell's layouts (named in `src/index.ts`), whose CSS frames every page. */
export const SHELL_APP_CHUNK = 'shell-app';

// The site pages change with the shell's build: the build's own date is their last change.
const BUILD_DATE = new Date(__BUILD_TIMESTAMP__).toISOString().slice(0, 10);

export const pages: ShellPrerenderModule['pages'] = async (context: PrerenderContext) =>
  prerenderedShellRoutes().map(({ path, page, entry }) => ({
    path,
    head: pageHead(path, context.origin, entry),
    chunks: [SHELL_APP_CHUNK, `page-${page}`],
    payload: null,
    lastmod: BUILD_DATE,
  }));

export const renderPage: ShellPrerenderModule['renderPage'] = async (
  page: PrerenderPage,
  context: PrerenderContext,
) => {
  if (!prerenderedShellRoutes().some((route) => route.path === page.path)) {
    throw new Error(`The shell does not prerender ${page.path}`);
  }
  return renderRoute(page.path, context.origin, { outlet: false });
};

export const renderLayout: ShellPrerenderModule['renderLayout'] = async (path, context) => {
  const entry = findRouteEntry(path);
  if (!entry || entry.owner === 'shell') {
    throw new Error(`${path} is not a remote page`);
  }
  return {
    html: await renderRoute(path, context.origin, { outlet: true }),
    chunks: [SHELL_APP_CHUNK],
  };
};
