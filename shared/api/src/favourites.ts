/** Favourite vendors of the signed-in customer (spec 7, Favourites). */
import type { CustomerPointQuery } from '@jara/contracts/api-calls';
import type { RequestOptions } from './request-options';
import { callMain } from './typed-call';

/** With the customer's point, each says whether it delivers there, those that do first. */
export function getFavouriteVendors(point: CustomerPointQuery = {}, options?: RequestOptions) {
  return callMain('GET /marketplace/vendors/favourites', { query: point }, options);
}

export function addFavouriteVendor(vendorId: string, options?: RequestOptions) {
  return callMain('POST /marketplace/vendors/favourites/{id}', { path: { id: vendorId } }, options);
}

export function removeFavouriteVendor(vendorId: string, options?: RequestOptions) {
  return callMain(
    'DELETE /marketplace/vendors/favourites/{id}',
    { path: { id: vendorId } },
    options,
  );
}
