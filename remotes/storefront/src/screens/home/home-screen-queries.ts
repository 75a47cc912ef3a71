/**
 * The marketplace home's queries, named once for the screen and for its prefetch, which asks for
 * them while the screen's chunk loads (app/prefetches.ts).
 */
import type { CountryCode } from '@jara/contracts/constants';
import type { ScreenPrefetch } from '@jara/parcel/screen-prefetch';
import {
  homepageQuery,
  vendorPagesQuery,
  type VendorFilter,
} from '@jara/query/marketplace-queries';
import { currentCustomerPoint, type CustomerPoint } from '../../widgets/use-customer-point';

/** The store types and the offers and hidden-gems rows. */
export const highlightsQuery = (country: CountryCode, point: CustomerPoint) =>
  homepageQuery({ country_code: country, ...point });

/** Every store near the point, of one store type or (null) of all. */
export const storeGridFilter = (
  point: CustomerPoint,
  businessTypeId: number | null,
): VendorFilter => ({
  ...point,
  ...(businessTypeId === null ? {} : { business_type_id: businessTypeId }),
});

export const prefetchHome: ScreenPrefetch = ({ country, queryClient }) => {
  const point = currentCustomerPoint();
  void queryClient.prefetchQuery(highlightsQuery(country, point));
  void queryClient.prefetchInfiniteQuery(vendorPagesQuery(country, storeGridFilter(point, null)));
};
