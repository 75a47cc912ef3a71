/**
 * A store page's query, named once for the screen and for its prefetch, which asks for it while
 * the screen's chunk loads (app/prefetches.ts).
 */
import type { ScreenProps } from '@jara/parcel/remote-routes';
import type { ScreenPrefetch } from '@jara/parcel/screen-prefetch';
import { storePageQuery } from '@jara/query/marketplace-queries';

/** The store's slug: its name (/stores/:name) or its id (/store/:id). */
export const storeSlug = (params: ScreenProps['params']) => params.name ?? params.id ?? '';

export const prefetchStore: ScreenPrefetch = ({ params, queryClient }) => {
  void queryClient.prefetchQuery(storePageQuery(storeSlug(params)));
};
