/**
 * Query keys and fetchers of a store page beyond its menu: the reviews (paged), a search inside
 * the menu, and the delivery time and fee to the customer's chosen place. The API modules are
 * imported when a fetch runs (see marketplace-queries.ts).
 */
import { infiniteQueryOptions, queryOptions, skipToken } from '@tanstack/react-query';
import type { UserLocation, Vendor } from '@jara/contracts/entities';
import { PERSONAL } from './personal-queries';

export const FEEDBACK_PAGE_SIZE = 5;

const marketplaceApi = () => import('@jara/api/marketplace');
const deliveryApi = () => import('@jara/api/delivery');

export type DeliveryVendor = Pick<Vendor, 'slug' | 'latitude' | 'longitude'>;
export type DeliveryCustomer = Pick<UserLocation, 'latitude' | 'longitude' | 'customer_address'>;

export const storeKeys = {
  all: ['store'] as const,
  feedback: (vendorId: string) => [...storeKeys.all, 'feedback', vendorId] as const,
  menu: (vendorId: string) => [...storeKeys.all, 'menu', vendorId] as const,
  menuSearch: (vendorId: string, text: string) =>
    [...storeKeys.all, 'menu-search', vendorId, text] as const,
  deliveryEstimate: (vendor: DeliveryVendor, customer: DeliveryCustomer) =>
    [...storeKeys.all, 'delivery-estimate', vendor, customer] as const,
};

export function vendorFeedbackQuery(vendorId: string) {
  return infiniteQueryOptions({
    queryKey: storeKeys.feedback(vendorId),
    queryFn: async ({ pageParam, signal }) =>
      (await marketplaceApi()).getVendorFeedback(
        vendorId,
        { page: pageParam, per_page: FEEDBACK_PAGE_SIZE },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.last_page ? last.page + 1 : undefined),
  });
}

/**
 * A vendor's whole menu by its uuid, for a cart that names only the vendor: the cart drawer reads
 * its products' add-on groups from it. Silent: without it the drawer only offers fewer controls.
 */
export function vendorMenuQuery(vendorId: string) {
  return queryOptions({
    queryKey: storeKeys.menu(vendorId),
    queryFn: async ({ signal }) =>
      (await marketplaceApi()).getVendorProducts(vendorId, {}, { signal, silent: true }),
  });
}

/** Blank text asks nothing: the full menu is already on the page. */
export function menuSearchQuery(vendorId: string, text: string) {
  const search = text.trim();
  return queryOptions({
    queryKey: storeKeys.menuSearch(vendorId, search),
    queryFn:
      search === ''
        ? skipToken
        : async ({ signal }) =>
            (await marketplaceApi()).getVendorProducts(vendorId, { search }, { signal }),
  });
}

/**
 * Resolves to null, without a call, when the vendor or the customer has no position (spec 5:
 * the estimate is requested only if the vendor has a latitude).
 */
export function deliveryEstimateQuery(vendor: DeliveryVendor, customer: DeliveryCustomer) {
  const where = {
    latitude: customer.latitude,
    longitude: customer.longitude,
    customer_address: customer.customer_address,
  };
  const from = { slug: vendor.slug, latitude: vendor.latitude, longitude: vendor.longitude };
  return queryOptions({
    meta: PERSONAL,
    queryKey: storeKeys.deliveryEstimate(from, where),
    queryFn: async ({ signal }) => (await deliveryApi()).estimateDelivery(from, where, { signal }),
  });
}
