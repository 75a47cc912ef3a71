/**
 * The signed-in customer's favourite stores: the list, and setting or clearing a favourite, which
 * makes the list stale in every bundle (a heart on a store page shows on the favourites screen).
 * The API module is imported when a call runs (see marketplace-queries.ts).
 */
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';

const favouritesApi = () => import('@jara/api/favourites');

export const favouritesKeys = {
  all: ['favourites'] as const,
  vendors: () => [...favouritesKeys.all, 'vendors'] as const,
};

export function favouriteVendorsQuery() {
  return queryOptions({
    queryKey: favouritesKeys.vendors(),
    queryFn: async ({ signal }) => (await favouritesApi()).getFavouriteVendors({ signal }),
  });
}

const refreshFavourites = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: favouritesKeys.all });

/** Variables: the vendor's uuid. */
export function addFavouriteMutation() {
  return mutationOptions({
    mutationKey: [...favouritesKeys.all, 'add'],
    mutationFn: async (vendorId: string) => (await favouritesApi()).addFavouriteVendor(vendorId),
    onSuccess: (_data, _vendorId, _result, { client }) => refreshFavourites(client),
  });
}

/** Variables: the vendor's uuid. */
export function removeFavouriteMutation() {
  return mutationOptions({
    mutationKey: [...favouritesKeys.all, 'remove'],
    mutationFn: async (vendorId: string) => (await favouritesApi()).removeFavouriteVendor(vendorId),
    onSuccess: (_data, _vendorId, _result, { client }) => refreshFavourites(client),
  });
}
