/** The signed-in customer's saved addresses (spec 7, Addresses). */
import { savedAddressSchema } from '@jara/contracts/account-schema';
import type { AddressBody } from '@jara/contracts/api-calls';
import { z } from 'zod/mini';
import { API_MESSAGES } from './api-messages';
import type { RequestOptions } from './request-options';
import { callMain } from './typed-call';

/**
 * A customer's few addresses are checked whole: checkout sends one as the order's drop-off, so a
 * wrong shape must fail here, not on the order.
 */
const addressesSchema = z.array(savedAddressSchema);

export function getAddresses(options?: RequestOptions) {
  return callMain('GET marketplace/address', {}, options, { dataSchema: addressesSchema });
}

export function createAddress(address: AddressBody, options?: RequestOptions) {
  return callMain('POST marketplace/address', { body: address }, options, {
    dataSchema: savedAddressSchema,
  });
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
    { dataSchema: savedAddressSchema },
  );
}

/** Spec 8: a deleted address is announced as "The address has been deleted.", error-style. */
export function deleteAddress(addressId: string, options?: RequestOptions) {
  return callMain('DELETE marketplace/address/{id}', { path: { id: addressId } }, options, {
    successToast: { kind: 'error', message: API_MESSAGES.addressDeleted },
  });
}
