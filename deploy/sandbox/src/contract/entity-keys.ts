/**
 * The fields of each contract entity, read from the contract's own schema, so a field added to
 * the contract is expected here at once (the rest, written as interfaces, are records keyed by
 * `keyof`, which the compiler fails when the interface gains or loses a field). `expectFields`
 * fails when the sandbox sends more or fewer fields than the contract names. Together they catch
 * drift on either side.
 */
import type { ZodMiniObject } from 'zod/mini';
import {
  customerSchema,
  notificationListSchema,
  notificationSchema,
  savedAddressSchema,
} from '@jara/contracts/account-schema';
import type { Paginated } from '@jara/contracts/api-envelope';
import {
  checkoutDeliveryInfoSchema,
  deliveryEstimateSchema,
} from '@jara/contracts/delivery-schema';
import {
  curationProductSchema,
  curationSchema,
  homepageSchema,
  searchResultsSchema,
  vendorPreviewSchema,
} from '@jara/contracts/marketplace-schema';
import { cartItemSchema, cartSchema, orderSchema } from '@jara/contracts/order-schema';
import {
  payForMeRequestSchema,
  paymentInfoSchema,
  paymentRedirectSchema,
  paymentVerificationSchema,
} from '@jara/contracts/payment-schema';
import {
  countrySchema,
  countryStateSchema,
  locationAreaSchema,
} from '@jara/contracts/place-schema';
import {
  paymentLinkSchema,
  planAmountSchema,
  planAuthResultSchema,
  planCatalogueSchema,
  planDeliveryCheckSchema,
  planDiscountCheckSchema,
  planOfferSchema,
  planPaymentSchema,
  planSubscriptionSchema,
} from '@jara/contracts/plan-schema';
import { categorySchema, productSchema } from '@jara/contracts/product-schema';
import {
  redeemedRewardSchema,
  referralDetailsSchema,
  rewardHistoryEntrySchema,
  rewardsCentreSchema,
  voucherSchema,
} from '@jara/contracts/rewards-schema';
import { supportChannelsSchema, supportMessageSchema } from '@jara/contracts/support-schema';
import {
  businessTypeSchema,
  tagSchema,
  vendorDeliveryQuoteSchema,
  vendorFeedbackSchema,
  vendorSchema,
} from '@jara/contracts/vendor-schema';
import { walletSchema, walletTransactionSchema } from '@jara/contracts/wallet-schema';

/** The fields a schema of the contract names: `true` when required, `'optional'` when not. */
function fieldsOf(schema: ZodMiniObject): Record<string, true | 'optional'> {
  return Object.fromEntries(
    Object.entries(schema.def.shape).map(([name, field]) => [
      name,
      field._zod.optin === 'optional' ? 'optional' : true,
    ]),
  );
}

/** Every field of T: `true` when required, `'optional'` when the contract marks it `?`. */
type Fields<T> = { [K in keyof T]-?: undefined extends T[K] ? 'optional' : true };

/** Short tables of field names; one row per entity reads better than one field per line. */
// prettier-ignore
export const ENTITY_FIELDS = {
  vendorPreview: fieldsOf(vendorPreviewSchema),
  homepage: fieldsOf(homepageSchema),
  searchResults: fieldsOf(searchResultsSchema),
  countryState: fieldsOf(countryStateSchema),
  notificationList: fieldsOf(notificationListSchema),
  paymentVerification: fieldsOf(paymentVerificationSchema),
  paymentRedirect: fieldsOf(paymentRedirectSchema),
  payForMeRequest: fieldsOf(payForMeRequestSchema),
  rewardHistoryEntry: fieldsOf(rewardHistoryEntrySchema),
  vendor: fieldsOf(vendorSchema),
  product: fieldsOf(productSchema),
  curationProduct: fieldsOf(curationProductSchema),
  cartItem: fieldsOf(cartItemSchema),
  cart: fieldsOf(cartSchema),
  order: fieldsOf(orderSchema),
  customer: fieldsOf(customerSchema),
  country: fieldsOf(countrySchema),
  locationArea: fieldsOf(locationAreaSchema),
  savedAddress: fieldsOf(savedAddressSchema),
  wallet: fieldsOf(walletSchema),
  walletTransaction: fieldsOf(walletTransactionSchema),
  voucher: fieldsOf(voucherSchema),
  paymentInfo: fieldsOf(paymentInfoSchema),
  checkoutDeliveryInfo: fieldsOf(checkoutDeliveryInfoSchema),
  deliveryEstimate: fieldsOf(deliveryEstimateSchema),
  vendorDeliveryQuote: fieldsOf(vendorDeliveryQuoteSchema),
  rewardsCentre: fieldsOf(rewardsCentreSchema),
  redeemedReward: fieldsOf(redeemedRewardSchema),
  referralDetails: fieldsOf(referralDetailsSchema),
  curation: fieldsOf(curationSchema),
  category: fieldsOf(categorySchema),
  tag: fieldsOf(tagSchema),
  businessType: fieldsOf(businessTypeSchema),
  vendorFeedback: fieldsOf(vendorFeedbackSchema),
  notification: fieldsOf(notificationSchema),
  // The envelope's page, not an entity: it has no schema of its own.
  paginated: {
    items: true, page: true, per_page: true, total: true, last_page: true
  } satisfies Fields<Paginated<unknown>>,
  planAmount: fieldsOf(planAmountSchema),
  planCatalogue: fieldsOf(planCatalogueSchema),
  planOffer: fieldsOf(planOfferSchema),
  planSubscription: fieldsOf(planSubscriptionSchema),
  planPayment: fieldsOf(planPaymentSchema),
  planAuthResult: fieldsOf(planAuthResultSchema),
  planDeliveryCheck: fieldsOf(planDeliveryCheckSchema),
  planDiscountCheck: fieldsOf(planDiscountCheckSchema),
  paymentLink: fieldsOf(paymentLinkSchema),
  supportChannels: fieldsOf(supportChannelsSchema),
  supportMessage: fieldsOf(supportMessageSchema),
};

/**
 * The value carries every required field of the contract, and no field the contract does not
 * name (`extra` adds some, e.g. a login's access_token).
 */
export function expectFields(
  entity: keyof typeof ENTITY_FIELDS,
  value: unknown,
  extra: string[] = [],
): void {
  const fields = ENTITY_FIELDS[entity] as Record<string, true | 'optional'>;
  const sent = Object.keys(value as object);
  const required = Object.keys(fields).filter((field) => fields[field] === true);
  const unknown = sent.filter((field) => !(field in fields) && !extra.includes(field));
  const missing = [...required, ...extra].filter((field) => !sent.includes(field));
  expect({ entity, missing, unknown }).toEqual({ entity, missing: [], unknown: [] });
}
