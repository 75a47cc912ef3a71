/**
 * The marketplace home's queries, named once for the screen and for its prefetch, which asks for
 * them while the screen's chunk loads (app/prefetches.ts), with the filters the URL holds.
 */
import type { CountryCode } from '@jara/contracts/constants';
import type { StoreSection } from '@jara/contracts/homepage-sections';
import type { ScreenPrefetch } from '@jara/parcel/screen-prefetch';
import { homepageQuery, vendorPagesQuery } from '@jara/query/marketplace-queries';
import { readParams, vendorFilterFor } from '../../widgets/store-list-params';
import { currentCustomerPoint, type CustomerPoint } from '../../widgets/use-customer-point';

/** The rows the home shows, in order: the homepage brings only their sections' first pages. */
export const HOME_ROWS: readonly { section: StoreSection; title: string }[] = [
  { section: 'offers', title: 'Offers' },
  { section: 'hidden_gems', title: 'Hidden gems' },
];

/** The store types and the first page of each row. */
export const highlightsQuery = (country: CountryCode, point: CustomerPoint) =>
  homepageQuery({
    country_code: country,
    ...point,
    sections: HOME_ROWS.map((row) => row.section).join(','),
  });

export const prefetchHome: ScreenPrefetch = ({ country, search, queryClient }) => {
  const point = currentCustomerPoint();
  void queryClient.prefetchQuery(highlightsQuery(country, point));
  const params = readParams(search, point.latitude !== undefined);
  // A store type in the URL is a slug; its id comes with the homepage the screen waits for.
  if (params.type) return;
  void queryClient.prefetchInfiniteQuery(
    vendorPagesQuery(country, vendorFilterFor(point, null, params)),
  );
};
