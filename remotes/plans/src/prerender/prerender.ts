/**
 * The plans remote's prerender module (`dist/.server/prerender.cjs`). Paths come from the site
 * map only: a page the module did not list is refused, so nothing a visitor typed is rendered.
 */
import type { PrerenderModule } from '@jara/contracts/prerender';
import { plansPages, prerenderedPlansRoutes } from './plans-pages';
import { renderPlansPage } from './render-plans-page';

/** YYYY-MM-DD of the plans build, set by rspack.prerender.config.ts. */
declare const __PLANS_BUILD_DATE__: string;

export const pages: PrerenderModule['pages'] = (context) =>
  Promise.resolve(plansPages(context, __PLANS_BUILD_DATE__));

export const renderPage: PrerenderModule['renderPage'] = (page) => {
  const route = prerenderedPlansRoutes().find((candidate) => candidate.path === page.path);
  if (!route) return Promise.reject(new Error(`The plans remote does not prerender ${page.path}`));
  return renderPlansPage(route);
};
