/**
 * The fields of each contract entity, as records keyed by `keyof` (or read from the contract's
 * schema, for the entities written as one): the compiler fails here when `entities.ts` gains or
 * loses a field, and `expectFields` fails when the sandbox sends more or fewer fields than the
 * contract names. Together they catch drift on either side.
 */
import type { ZodMiniObject } from 'zod/mini';
import type { Paginated } from '@jara/contracts/api-envelope';
import { cartItemSchema, cartSchema, orderSchema } from '@jara/contracts/order-schema';
import type {
  AppNotification,
  BusinessType,
  Category,
  CheckoutDeliveryInfo,
  Country,
  CountryState,
  Curation,
  CurationProduct,
  Customer,
  DeliveryEstimate,
  Homepage,
  LocationArea,
  NotificationList,
  PayForMeRequest,
  PaymentInfo,
  PaymentRedirect,
  PaymentVerification,
  Product,
  RedeemedReward,
  ReferralDetails,
  RewardHistoryEntry,
  RewardsCentre,
  SavedAddress,
  SearchResults,
  SupportChannels,
  SupportMessage,
  Tag,
  Vendor,
  VendorDeliveryQuote,
  VendorFeedback,
  VendorPreview,
  Voucher,
  Wallet,
  WalletTransaction,
} from '@jara/contracts/entities';
import type {
  PaymentLink,
  PlanAmount,
  PlanAuthResult,
  PlanCatalogue,
  PlanDeliveryCheck,
  PlanDiscountCheck,
  PlanOffer,
  PlanPayment,
  PlanSubscription,
} from '@jara/contracts/plans';

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
  vendorPreview: {
    vendor: true, categories: true, featured_products: true
  } satisfies Fields<VendorPreview>,
  homepage: {
    business_types: true, hidden_gems: true, offers: true, top_rated: true, curations: true,
    nearby: true
  } satisfies Fields<Homepage>,
  searchResults: { vendors: true, products: true } satisfies Fields<SearchResults>,
  countryState: { id: true, name: true, country_code: true } satisfies Fields<CountryState>,
  notificationList: { notifications: true, total: true } satisfies Fields<NotificationList>,
  paymentVerification: {
    reference: true, purpose: true, status: true, amount: true, currency: true,
    failure_reason: true, order: true
  } satisfies Fields<PaymentVerification>,
  paymentRedirect: { reference: true, authorization_url: true } satisfies Fields<PaymentRedirect>,
  payForMeRequest: {
    token: true, status: true, expires_at: true, customer_first_name: true, order_uuid: true,
    last_payment: true, order: true
  } satisfies Fields<PayForMeRequest>,
  rewardHistoryEntry: {
    id: true, points: true, description: true, created_at: true
  } satisfies Fields<RewardHistoryEntry>,
  vendor: {
    uuid: true, slug: true, business_name: true, latitude: true, longitude: true,
    country_id: true, working_hours: true, is_deliverect_vendor: true, description: true,
    logo_url: true, cover_url: true, address: true, location_area_id: true,
    business_type_ids: true, rating: true, ratings_count: true, currency: true,
    is_open: true, is_favourite: true, delivery_fee: true, minimum_order: true,
    prep_time_minutes: true, offer_title: 'optional', delivers_to_customer: 'optional',
    distance_km: 'optional', delivery_quote: 'optional'
  } satisfies Fields<Vendor>,
  product: {
    uuid: true, vendor_uuid: true, category_id: true, name: true, description: true,
    price: true, currency: true, image_url: true, is_available: true, tag_ids: true,
    addon_groups: true
  } satisfies Fields<Product>,
  curationProduct: {
    uuid: true, vendor_uuid: true, category_id: true, name: true, description: true,
    price: true, currency: true, image_url: true, is_available: true, tag_ids: true,
    addon_groups: true, vendor: true
  } satisfies Fields<CurationProduct>,
  cartItem: fieldsOf(cartItemSchema),
  cart: fieldsOf(cartSchema),
  order: fieldsOf(orderSchema),
  customer: {
    id: true, name: true, email: true, phone: true, domicile_location: true
  } satisfies Fields<Customer>,
  country: {
    id: true, code: true, name: true, currency: true, dial_code: true
  } satisfies Fields<Country>,
  locationArea: {
    id: true, name: true, state: true, country_code: true, latitude: true, longitude: true
  } satisfies Fields<LocationArea>,
  savedAddress: {
    uuid: true, label: true, address: true, latitude: true, longitude: true,
    is_default: true, area: true, street: true, building: true, landmark: true, phone: true,
    instructions: true
  } satisfies Fields<SavedAddress>,
  wallet: {
    balance: true, currency: true, funding_min: true, funding_max: true
  } satisfies Fields<Wallet>,
  walletTransaction: {
    uuid: true, type: true, amount: true, currency: true, description: true, reference: true,
    created_at: true
  } satisfies Fields<WalletTransaction>,
  voucher: {
    id: true, code: true, title: true, description: true, discount_type: true, value: true,
    minimum_order: true, currency: true, expires_at: true
  } satisfies Fields<Voucher>,
  paymentInfo: {
    subtotal: true, delivery_fee: true, service_fee: true, discount_amount: true,
    discount_code: true, total: true, currency: true
  } satisfies Fields<PaymentInfo>,
  checkoutDeliveryInfo: {
    can_deliver: true, delivery_time_min: true, delivery_time_max: true, delivery_fee: true,
    currency: true
  } satisfies Fields<CheckoutDeliveryInfo>,
  deliveryEstimate: {
    delivery_time_min: true, delivery_time_max: true, price: true, currency: true
  } satisfies Fields<DeliveryEstimate>,
  vendorDeliveryQuote: {
    fee: true, time_min: true, time_max: true
  } satisfies Fields<VendorDeliveryQuote>,
  rewardsCentre: {
    points: true, tier: true, points_to_next_tier: true, discount_options: true
  } satisfies Fields<RewardsCentre>,
  redeemedReward: {
    id: true, kind: true, code: true, value: true, created_at: true
  } satisfies Fields<RedeemedReward>,
  referralDetails: {
    code: true, link: true, referred_count: true, earnings: true, currency: true
  } satisfies Fields<ReferralDetails>,
  curation: {
    uuid: true, title: true, description: true, image_url: true, products: true
  } satisfies Fields<Curation>,
  category: {
    id: true, name: true, vendor_uuid: true, products_count: true
  } satisfies Fields<Category>,
  tag: { id: true, name: true, slug: true, business_type_id: true } satisfies Fields<Tag>,
  businessType: { id: true, name: true, slug: true } satisfies Fields<BusinessType>,
  vendorFeedback: {
    id: true, rating: true, comment: true, customer_name: true, created_at: true
  } satisfies Fields<VendorFeedback>,
  notification: {
    uuid: true, title: true, body: true, order_uuid: true, read_at: true, created_at: true
  } satisfies Fields<AppNotification>,
  paginated: {
    items: true, page: true, per_page: true, total: true, last_page: true
  } satisfies Fields<Paginated<unknown>>,
  planAmount: {
    service: true, kind: true, amount: true, discount_amount: true, code_discount_percent: true,
    total: true, currency: true, visits: true
  } satisfies Fields<PlanAmount>,
  planCatalogue: { currency: true, price_from: true, offers: true } satisfies Fields<PlanCatalogue>,
  planOffer: {
    id: true, name: true, description: true, choice: true, price: true
  } satisfies Fields<PlanOffer>,
  planSubscription: {
    reference: true, choice: true, price: true, discount_code: true, address: true,
    start_date: true, status: true, created_at: true
  } satisfies Fields<PlanSubscription>,
  planPayment: {
    reference: true, status: true, failure_reason: true, subscription: true
  } satisfies Fields<PlanPayment>,
  planAuthResult: { access_token: true, customer: true } satisfies Fields<PlanAuthResult>,
  planDeliveryCheck: {
    can_deliver: true, details: true, delivery_fee: true
  } satisfies Fields<PlanDeliveryCheck>,
  planDiscountCheck: {
    expired: true, discount_percent: true, options: true
  } satisfies Fields<PlanDiscountCheck>,
  paymentLink: { payment_link: true, reference: true } satisfies Fields<PaymentLink>,
  supportChannels: {
    country: true, phone: true, email: true, whatsapp_url: true, hours: true
  } satisfies Fields<SupportChannels>,
  supportMessage: { reference: true, topic: true, created_at: true } satisfies Fields<SupportMessage>,
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
