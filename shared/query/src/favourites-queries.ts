/**
 * The signed-in customer's favourite stores: the list, and setting or clearing a favourite, which
 * makes the list stale in every bundle (a heart on a store page shows on the favourites screen).
 */
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  addFavouriteVendor,
  getFavouriteVendors,
  removeFavouriteVendor,
} from '@jara/api/favourites';

export const favouritesKeys = {
  all: ['favourites'] as const,
  vendors: () => [...favouritesKeys.all, 'vendors'] as const,
};

export function favouriteVendorsQuery() {
  return queryOptions({
    queryKey: favouritesKeys.vendors(),
    queryFn: ({ signal }) => getFavouriteVendors({ signal }),
  });
}

const refreshFavourites = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: favouritesKeys.all });

/** Variables: the vendor's uuid. */
export function addFavouriteMutation() {
  return mutationOptions({
    mutationKey: [...favouritesKeys.all, 'add'],
    mutationFn: (vendorId: string) => addFavouriteVendor(vendorId),
    onSuccess: (_data, _vendorId, _result, { client }) => refreshFavourites(client),
  });
}

/** Variables: the vendor's uuid. */
export function removeFavouriteMutation() {
  return mutationOptions({
    mutationKey: [...favouritesKeys.all, 'remove'],
    mutationFn: (vendorId: string) => removeFavouriteVendor(vendorId),
    onSuccess: (_data, _vendorId, _result, { client }) => refreshFavourites(client),
  });
}
