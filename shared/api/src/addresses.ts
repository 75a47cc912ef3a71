/** The signed-in customer's saved addresses (spec 7, Addresses). */
import type { AddressBody } from '@jara/contracts/api-calls';
import { API_MESSAGES } from './api-messages';
import type { RequestOptions } from './request-options';
import { callMain } from './typed-call';

export function getAddresses(options?: RequestOptions) {
  return callMain('GET marketplace/address', {}, options);
}

export function createAddress(address: AddressBody, options?: RequestOptions) {
  return callMain('POST marketplace/address', { body: address }, options);
}

export function updateAddress(
  addressId: string,
  changes: Partial<AddressBody>,
  options?: RequestOptions,
) {
  return callMain(
    'PUT marketplace/address/{id}',
    { path: { id: addressId }, body: changes },
    options,
  );
}

/** Spec 8: a deleted address is announced as "The address has been deleted.", error-style. */
export function deleteAddress(addressId: string, options?: RequestOptions) {
  return callMain('DELETE marketplace/address/{id}', { path: { id: addressId } }, options, {
    successToast: { kind: 'error', message: API_MESSAGES.addressDeleted },
  });
}
