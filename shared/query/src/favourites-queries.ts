/**
 * The signed-in customer's favourite stores: the list, and setting or clearing a favourite. A
 * change shows at once in every cached answer that holds the store (lists, store page, the
 * favourites list), is put back if the API refuses it, and then makes those answers stale in
 * every bundle. The API module is imported when a call runs (see marketplace-queries.ts).
 */
import { mutationOptions, queryOptions, type Query, type QueryClient } from '@tanstack/react-query';
import type { CustomerPointQuery } from '@jara/contracts/api-calls';
import { NIGERIA_COUNTRY_ID, type CountryCode } from '@jara/contracts/constants';
import type { Vendor } from '@jara/contracts/entities';
import { holdsVendor, patchFavouriteEverywhere } from './vendor-favourite-patch';
import { PERSONAL } from './personal-queries';

const favouritesApi = () => import('@jara/api/favourites');

export const favouritesKeys = {
  all: ['favourites'] as const,
  /** The country is part of the key: the API lists the favourites of the `location` header's. */
  country: (country: CountryCode) => [...favouritesKeys.all, 'vendors', country] as const,
  vendors: (country: CountryCode, point: CustomerPointQuery) =>
    [...favouritesKeys.country(country), point] as const,
};

/**
 * The favourite stores, newest first; with the customer's point, those that deliver there first,
 * each with its delivery quote.
 */
export function favouriteVendorsQuery(country: CountryCode, point: CustomerPointQuery) {
  return queryOptions({
    meta: PERSONAL,
    queryKey: favouritesKeys.vendors(country, point),
    queryFn: async ({ signal }) => (await favouritesApi()).getFavouriteVendors(point, { signal }),
  });
}

export interface FavouriteChange {
  vendor: Vendor;
  favourite: boolean;
}

const countryOf = (vendor: Vendor): CountryCode =>
  vendor.country_id === NIGERIA_COUNTRY_ID ? 'NG' : 'KE';

/**
 * The newest favourite first, as the API orders them: in a list placed for a point, first among
 * the stores that deliver there or, for a store marked as not delivering, among the others (the
 * refetch once the change is saved settles the rest). Every list of the country, whatever point.
 */
function patchFavouritesList(client: QueryClient, { vendor, favourite }: FavouriteChange) {
  const lists = client.getQueriesData<Vendor[]>({
    queryKey: favouritesKeys.country(countryOf(vendor)),
  });
  for (const [queryKey, before] of lists) {
    if (!before) continue;
    const others = before.filter((item) => item.uuid !== vendor.uuid);
    client.setQueryData(queryKey, favourite ? withNewest(others, vendor) : others);
  }
  return () => {
    for (const [queryKey, before] of lists) client.setQueryData(queryKey, before);
  };
}

function withNewest(list: Vendor[], vendor: Vendor): Vendor[] {
  const added = { ...vendor, is_favourite: true };
  const firstOthers = list.findIndex((item) => item.delivers_to_customer === false);
  const at = vendor.delivers_to_customer === false && firstOthers >= 0 ? firstOthers : 0;
  return [...list.slice(0, at), added, ...list.slice(at)];
}

const touchedBy = (vendorUuid: string) => (query: Query) =>
  query.queryKey[0] === favouritesKeys.all[0] || holdsVendor(query.state.data, vendorUuid);

export function setFavouriteMutation() {
  return mutationOptions({
    mutationKey: [...favouritesKeys.all, 'set'],
    mutationFn: async ({ vendor, favourite }: FavouriteChange) => {
      const api = await favouritesApi();
      if (favourite) await api.addFavouriteVendor(vendor.uuid);
      else await api.removeFavouriteVendor(vendor.uuid);
    },
    onMutate: async (change, { client }) => {
      // A refetch under way would land after the patch and undo it.
      await client.cancelQueries({ predicate: touchedBy(change.vendor.uuid) });
      const restoreList = patchFavouritesList(client, change);
      const restoreFlags = patchFavouriteEverywhere(client, change.vendor.uuid, change.favourite);
      return () => {
        restoreFlags();
        restoreList();
      };
    },
    onError: (_error, _change, restore) => restore?.(),
    onSettled: (_data, _error, change, _restore, { client }) =>
      client.invalidateQueries({ predicate: touchedBy(change.vendor.uuid) }),
  });
}

/**
 * Whose favourites a list shows depends on who asked: after signing in or out, every answer
 * holding a vendor is stale.
 */
export function refreshFavouriteFlags(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: (query) => holdsVendor(query.state.data) });
}
