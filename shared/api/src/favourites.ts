/** Favourite vendors of the signed-in customer (spec 7, Favourites). */
import type { RequestOptions } from './request-options';
import { callMain } from './typed-call';

export function getFavouriteVendors(options?: RequestOptions) {
  return callMain('GET /marketplace/vendors/favourites', {}, options);
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
