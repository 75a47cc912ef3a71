/**
 * A storefront page's markup as its screen first shows it to a signed-out visitor with no place
 * chosen: the screen imported directly (one pass, no lazy chunk), the router at the page's path,
 * the shell's props for the path's country, and a fresh query cache filled first with what the
 * screen reads, through the screen's own queries. The live app's first drawing for such a
 * visitor is then this markup, so the swap moves nothing. A store page carries its JSON-LD.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { countryOfPath } from '@jara/contracts/kenya-path';
import type { PrerenderContext } from '@jara/contracts/prerender';
import { ParcelPropsProvider, prerenderParcelProps } from '@jara/parcel/parcel';
import { storePageQuery, vendorPagesQuery } from '@jara/query/marketplace-queries';
import { createQueryClient } from '@jara/query/query-client';
import { QueryProvider } from '@jara/query/query-provider';
import { HomeScreen } from '../screens/home/home-screen';
import { highlightsQuery } from '../screens/home/home-screen-queries';
import { StoreScreen } from '../screens/store/store-screen';
import { inCountry } from './in-country';
import { VISITOR_FILTER } from './store-catalogue';
import { STORE_SCREEN_TITLE, type StorefrontRoute } from './storefront-pages';
import { storeStructuredData, structuredDataScript } from './store-structured-data';

function renderScreen(client: QueryClient, path: string, screen: ReactElement): string {
  const props = prerenderParcelProps(path);
  return renderToString(
    <ParcelPropsProvider value={props}>
      <QueryProvider client={client}>
        <MemoryRouter initialEntries={[path]}>{screen}</MemoryRouter>
      </QueryProvider>
    </ParcelPropsProvider>,
  );
}

export async function renderStorefrontPage(
  route: StorefrontRoute,
  context: PrerenderContext,
): Promise<string> {
  const client = createQueryClient();
  if (route.kind === 'stores') {
    const country = countryOfPath(route.path);
    // The first page of the list only, as the live screen loads it.
    await inCountry(country, () =>
      Promise.all([
        client.fetchQuery(highlightsQuery(country, {})),
        client.fetchInfiniteQuery(vendorPagesQuery(country, VISITOR_FILTER)),
      ]),
    );
    return renderScreen(client, route.path, <HomeScreen title={route.entry.title} params={{}} />);
  }
  const page = await client.fetchQuery(storePageQuery(route.vendor.slug));
  const markup = renderScreen(
    client,
    route.path,
    <StoreScreen title={STORE_SCREEN_TITLE} params={{ name: route.vendor.slug }} />,
  );
  const data = storeStructuredData(page, route, `${context.origin}${route.path}`);
  return `${markup}${structuredDataScript(data)}`;
}
