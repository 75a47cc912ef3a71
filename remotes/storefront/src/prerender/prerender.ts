/**
 * The storefront's prerender module (`dist/.server/prerender.cjs`): the marketplace and every
 * store, read from the stack's API at publish time. Only a page the last `pages()` listed is
 * rendered, so nothing a visitor typed ever is.
 */
import { configureApi } from '@jara/api/configure-api';
import { COUNTRY_CODES } from '@jara/contracts/constants';
import type { PrerenderModule } from '@jara/contracts/prerender';
import { createQueryClient } from '@jara/query/query-client';
import { renderStorefrontPage } from './render-storefront-page';
import { readCountryCatalogue, type CountryCatalogue } from './store-catalogue';
import { storefrontPage, storefrontRoutes, type StorefrontRoute } from './storefront-pages';

const listed = new Map<string, StorefrontRoute>();

export const pages: PrerenderModule['pages'] = async (context) => {
  configureApi(context.api);
  const client = createQueryClient();
  const catalogues: CountryCatalogue[] = [];
  for (const country of COUNTRY_CODES) {
    catalogues.push(await readCountryCatalogue(client, country));
  }
  const routes = storefrontRoutes(catalogues);
  listed.clear();
  for (const route of routes) listed.set(route.path, route);
  const publishDay = new Date().toISOString().slice(0, 10);
  return routes.map((route) => storefrontPage(route, context, publishDay));
};

export const renderPage: PrerenderModule['renderPage'] = async (page, context) => {
  const route = listed.get(page.path);
  if (!route) throw new Error(`The storefront does not prerender ${page.path}`);
  configureApi(context.api);
  return renderStorefrontPage(route, context);
};
