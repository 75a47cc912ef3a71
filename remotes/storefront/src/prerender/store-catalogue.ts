/**
 * The catalogue the storefront's pages are drawn from, read at publish time through the queries
 * the screens use: every store of a country (every page of the store list as a visitor with no
 * place sees it), and the store types and location areas that describe a store.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { CountryCode } from '@jara/contracts/constants';
import type { BusinessType, LocationArea, Vendor } from '@jara/contracts/entities';
import { locationAreasQuery } from '@jara/query/location-queries';
import { vendorPagesQuery } from '@jara/query/marketplace-queries';
import { highlightsQuery } from '../screens/home/home-screen-queries';
import { inCountry } from './in-country';

export interface CountryCatalogue {
  country: CountryCode;
  vendors: Vendor[];
  businessTypes: BusinessType[];
  areas: LocationArea[];
}

/** A visitor's list: no delivery point, no filter, the marketplace's own order. */
export const VISITOR_FILTER = {};

/** A bound on the walk: a list that never ends (a page naming a next one forever) fails. */
const MOST_LIST_PAGES = 200;

export function readCountryCatalogue(
  client: QueryClient,
  country: CountryCode,
): Promise<CountryCatalogue> {
  return inCountry(country, async () => {
    const [list, homepage, areas] = await Promise.all([
      client.fetchInfiniteQuery({
        ...vendorPagesQuery(country, VISITOR_FILTER),
        // Every page: the walk stops where the list says there is no next one.
        pages: MOST_LIST_PAGES,
      }),
      client.fetchQuery(highlightsQuery(country, {})),
      client.fetchQuery(locationAreasQuery(country)),
    ]);
    const last = list.pages.at(-1);
    if (last && last.page < last.last_page) {
      throw new Error(`The ${country} store list goes on past ${MOST_LIST_PAGES} pages`);
    }
    return {
      country,
      vendors: list.pages.flatMap((page) => page.items),
      businessTypes: homepage.business_types,
      areas,
    };
  });
}
