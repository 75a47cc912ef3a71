/**
 * The API contract of spec section 7, one entry per call, keyed by method and path exactly as the
 * spec writes them (with or without the leading slash). `query` and `body` hold the request
 * fields; `data` is what the `{ status, message, data }` envelope carries back. The sandbox
 * serves these and the API client calls them; neither may drift from this file.
 *
 * Entries marked "sandbox extension" are calls a real flow needs that the spec does not show.
 */
import type {
  BusinessType,
  Cart,
  Category,
  CheckoutDeliveryInfo,
  Country,
  CountryState,
  Curation,
  CurationProduct,
  Customer,
  DeliveryCheck,
  DeliveryEstimate,
  DeliveryType,
  DropOff,
  Homepage,
  LocationArea,
  NotificationList,
  CancelReason,
  ItemProblem,
  Order,
  PayForMeRequest,
  PaymentInfo,
  PaymentRedirect,
  PaymentVerification,
  PlacedOrder,
  Product,
  RedeemedReward,
  ReferralDetails,
  ReferralInvite,
  RewardHistoryEntry,
  RewardsCentre,
  SavedAddress,
  SearchResults,
  SupportChannels,
  SupportMessage,
  SupportTopic,
  Tag,
  Vendor,
  VendorFeedback,
  VendorPreview,
  Voucher,
  Wallet,
  WalletTransaction,
} from './entities';
import type { CheckoutOffer } from './checkout-offer';
import type { OrderSlots } from './delivery-slot';
import type { CountryCode } from './constants';
import type { PricesFrom } from './prices-from';
import type { Paginated } from './api-envelope';
import type {
  PaymentLink,
  PlanAmount,
  PlanAuthResult,
  PlanCatalogue,
  PlanChoice,
  PlanDeliveryCheck,
  PlanDiscountCheck,
  PlanPayment,
  PlanService,
  PlanSubscription,
} from './plans';

interface Call<Data, Query = never, Body = never> {
  query: Query;
  body: Body;
  data: Data;
}

export interface PageQuery {
  page?: number;
  per_page?: number;
}

export interface VendorListQuery extends PageQuery, VendorOrderQuery {
  business_type_id?: number;
  tag_id?: number;
  location_area_id?: number;
  search?: string;
  /** Leaves out vendors rated by fewer customers, so one review cannot top a rating sort. */
  min_ratings?: number;
}

export type VendorSort = 'rating' | 'distance' | 'name' | 'delivery_fee' | 'delivery_time';
/** The sorts that rank stores by the customer's point, so they need one. */
export const PLACED_SORTS = ['distance', 'delivery_time'] as const satisfies readonly VendorSort[];

/** The customer's point, when a list should say which vendors deliver there. */
export interface CustomerPointQuery {
  latitude?: number;
  longitude?: number;
}

export interface HomepageQuery extends CustomerPointQuery {
  country_code: string;
  business_type_id?: number;
  /** Sandbox extension: the sections to fill, a comma list (homepage-sections.ts); default all. */
  sections?: string;
  /** Sandbox extension: each section's first page size (SECTION_PAGE_SIZE when absent). */
  per_section?: number;
}

export interface HomepageSectionQuery extends PageQuery, Omit<VendorOrderQuery, 'sort'> {
  country_code: string;
  business_type_id?: number;
}

/** How a store list may be narrowed and ordered, besides what it lists. */
export interface VendorOrderQuery extends CustomerPointQuery {
  /** 1: only the vendors open right now. */
  open_now?: 1;
  /**
   * Distance and delivery time need latitude and longitude; the delivery fee sorts cheapest
   * first (the quote for the point when there is one).
   */
  sort?: VendorSort;
}

export interface AddonSelection {
  addon_uuid: string;
  quantity: number;
}

export interface AddCartItemBody {
  vendor_id: string;
  /** The vendor's stored cart id, or null to start a new cart. */
  cart_id: string | null;
  product_uuid: string;
  quantity: number;
  addons?: AddonSelection[];
}

/** What an order is placed with: one cart, where it goes, and the discount code, if any. */
export interface OrderRequestBody {
  cart_id: string;
  delivery_type: DeliveryType;
  customer_address: string;
  latitude: number;
  longitude: number;
  /** Where the rider goes at the address, when it is a saved address; omitted for a pickup. */
  drop_off?: DropOff;
  discount_code?: string;
  /** The start of the delivery slot chosen to order ahead (`OrderSlots`); omitted for "now". */
  scheduled_for?: string;
  /**
   * One per checkout attempt: the same key again (a double click, a reload, the back button)
   * answers the order already placed and never charges twice.
   */
  idempotency_key: string;
}

export type PlaceOrderBody = OrderRequestBody &
  (
    | { payment_method: 'wallet' }
    /** `return_url`: where the provider's page sends the customer back, with `?reference=`. */
    | { payment_method: 'card'; return_url: string }
  );

export interface AddressBody {
  label: string;
  address: string;
  latitude: number;
  longitude: number;
  is_default?: boolean;
  area?: string | null;
  street?: string | null;
  building?: string | null;
  landmark?: string | null;
  phone?: string | null;
  instructions?: string | null;
}

/**
 * A problem with a delivered order (sandbox extension): the items affected, each with what went
 * wrong, and/or the whole order late, with a note. The server prices any credit from the order.
 */
export interface OrderProblemBody {
  items: { item_uuid: string; problem: ItemProblem }[];
  late: boolean;
  note?: string;
}

export interface SupportMessageBody {
  name: string;
  email: string;
  topic: SupportTopic;
  message: string;
  /** The order the message is about, when it is about one. */
  order_reference?: string;
}

/** What a plan is priced from: the choice, and a discount code when the customer has one. */
export type PlanOrderBody = PlanChoice & { discount_code?: string };

/**
 * A plan order ready to pay: where (the one line, and the drop-off: its street is required when
 * sent), from when, and where the payment page sends them back. The same `idempotency_key` sent
 * again (a double submit, a retry after a lost answer) gets the same payment link back.
 */
export type PlanPaymentBody = PlanOrderBody & {
  address: string;
  latitude: number;
  longitude: number;
  drop_off?: DropOff;
  start_date: string;
  return_url: string;
  idempotency_key?: string;
};

/** Pusher channel and events the sandbox broadcasts (the spec does not name them). */
export const REALTIME_CHANNEL_PREFIX = 'private-customer.';
export const REALTIME_EVENTS = {
  orderStatus: 'order.status-changed',
  notification: 'notification.created',
  riderMoved: 'order.rider-moved',
} as const;

export interface MainApiCalls {
  // Marketplace
  'GET /marketplace/vendors': Call<Paginated<Vendor>, VendorListQuery>;
  /** Sandbox extension: with the customer's point, the vendor placed for it as lists place it. */
  'GET /marketplace/vendors/{slug}': Call<Vendor, CustomerPointQuery>;
  'GET /marketplace/vendors/{id}/preview': Call<VendorPreview>;
  'GET /marketplace/vendors/{id}/feedback': Call<Paginated<VendorFeedback>, PageQuery>;
  'GET /marketplace/vendors/{id}/categories': Call<Category[]>;
  'GET /marketplace/vendors/{id}/products': Call<
    Product[],
    { search?: string; category_id?: number }
  >;
  'GET /marketplace/homepage': Call<Homepage, HomepageQuery>;
  /** Sandbox extension: a store section of the home, a page at a time (homepage-sections.ts). */
  'GET /marketplace/homepage/sections/{section}': Call<Paginated<Vendor>, HomepageSectionQuery>;
  'GET /marketplace/search/all': Call<SearchResults, { query: string } & VendorOrderQuery>;
  /** Sandbox extension: with the customer's point, the dishes of stores that deliver there first. */
  'GET /marketplace/search/products': Call<
    Paginated<Product>,
    PageQuery & { query: string } & CustomerPointQuery
  >;
  'GET /marketplace/search/vendors': Call<
    Paginated<Vendor>,
    PageQuery & { query: string } & VendorOrderQuery
  >;
  'GET /marketplace/vendors/hidden-gems': Call<Vendor[], CustomerPointQuery>;
  'GET /marketplace/vendors/offers': Call<Vendor[], CustomerPointQuery>;
  'POST /marketplace/vendors/location_area': Call<
    Vendor[],
    never,
    { location_area_id: number } & CustomerPointQuery
  >;
  'GET /marketplace/tags/{id}/products': Call<Product[]>;
  /** `business_typee_id` is spelled as the spec (and the product's backend) spells it. */
  'GET /marketplace/tags': Call<Tag[], { business_typee_id: number }>;
  'GET /marketplace/business_types': Call<BusinessType[]>;
  /**
   * Sandbox extension: the "from" prices marketing pages quote, from what is on sale. `dishes` is
   * a comma list of search words (a food page's dishes), each quoted as that search finds.
   */
  'GET /marketplace/prices_from': Call<PricesFrom, { country_code: CountryCode; dishes?: string }>;
  /** Sandbox extension: with the customer's point, each product's vendor placed for it. */
  'GET /marketplace/curations': Call<Curation[], CustomerPointQuery>;
  /** Sandbox extension: each product carries its vendor (see CurationProduct). */
  'GET /marketplace/curations/active/{uuid}/products': Call<CurationProduct[], CustomerPointQuery>;

  // Favourites (signed in)
  /** Sandbox extension: with the customer's point, those that deliver there first. */
  'GET /marketplace/vendors/favourites': Call<Vendor[], CustomerPointQuery>;
  'POST /marketplace/vendors/favourites/{id}': Call<Vendor>;
  'DELETE /marketplace/vendors/favourites/{id}': Call<null>;

  // Location and delivery
  'GET marketplace/check_delivery_location': Call<
    DeliveryCheck,
    { longitude: number; latitude: number }
  >;
  'GET marketplace/delivery_location': Call<
    DeliveryEstimate,
    {
      customer_long: number;
      customer_lat: number;
      vendor_lat: number;
      vendor_long: number;
      customer_address: string;
      vendor_slug: string;
    }
  >;
  'GET /location_areas': Call<LocationArea[]>;

  // Cart (signed in)
  'POST /marketplace/cart/items': Call<Cart, never, AddCartItemBody>;
  'PUT /marketplace/cart/items/{id}/addons/replace': Call<
    Cart,
    never,
    { addons: AddonSelection[] }
  >;
  /** `cart_ids` is a comma list, sent only when every id is non-empty. */
  'GET /marketplace/cart': Call<Cart[], { cart_ids?: string }>;
  'POST /marketplace/cart/clear/unavailable_items': Call<Cart[], never, { cart_ids: string[] }>;
  'PUT /marketplace/cart/{id}/items': Call<
    Cart,
    never,
    { items: { uuid: string; quantity: number }[] }
  >;
  'POST /marketplace/cart/{id}/items/delete': Call<Cart, never, { item_ids: string[] }>;
  'POST /marketplace/storefront/cart/items/{id}/addons': Call<
    Cart,
    never,
    { addons: AddonSelection[] }
  >;
  'PUT /marketplace/storefront/cart/items/{id}/addons': Call<
    Cart,
    never,
    { addons: AddonSelection[] }
  >;
  'POST /marketplace/storefront/cart/items/{id}/addons/delete': Call<
    Cart,
    never,
    { cart_item_addon_ids: string[] }
  >;

  // Checkout (signed in)
  'GET marketplace/cart/{id}/checkout/delivery_info': Call<
    CheckoutDeliveryInfo,
    { info_type: 'delivery'; longitude: number; latitude: number }
  >;
  'GET marketplace/cart/{id}/checkout/payment_info': Call<
    PaymentInfo,
    {
      discount_code?: string;
      info_type: DeliveryType;
      longitude: number;
      latitude: number;
      customer_address: string;
      /** Sandbox extension: a closed store is priced for a slot ahead, not refused. */
      scheduled_for?: string;
    }
  >;
  /**
   * Sandbox extension: the delivery slots the cart's store takes over the next two days, for that
   * place (a delivery's ride is part of the lead time) or at the counter (a pickup).
   */
  /**
   * Sandbox extension: the codes the customer could use on this cart (exclusive vouchers, their
   * reward codes), those that apply first, each with its saving or the reason it does not apply.
   */
  'GET marketplace/cart/{id}/checkout/offers': Call<CheckoutOffer[]>;
  'GET marketplace/cart/{id}/checkout/slots': Call<
    OrderSlots,
    { info_type: DeliveryType; longitude: number; latitude: number }
  >;
  /**
   * Sandbox extension: places the order of one cart. Wallet: paid at once. Card: the order waits
   * for payment (`awaiting_payment`) and `payment` says where to pay; the cart stays whole until
   * the payment is verified.
   */
  'POST /marketplace/orders': Call<PlacedOrder, never, PlaceOrderBody>;
  /**
   * Sandbox extension: the server checks a payment with the provider and, when it succeeded,
   * calls the order paid (idempotent: checking again changes nothing).
   */
  'GET /payments/{reference}/verify': Call<PaymentVerification>;
  /** Sandbox extension: an order someone else pays through a link (the owner is signed in). */
  'POST /marketplace/pay_for_me': Call<PayForMeRequest, never, OrderRequestBody>;
  /** Sandbox extension, no account needed: the request behind a pay-for-me link. */
  'GET /marketplace/pay_for_me/{token}': Call<PayForMeRequest>;
  /** Sandbox extension, no account needed: the payer starts paying on the provider's page. */
  'POST /marketplace/pay_for_me/{token}/pay': Call<
    PaymentRedirect,
    never,
    { return_url: string; idempotency_key: string }
  >;
  /** Sandbox extension, no account needed: the payer's return, checked with the provider. */
  'POST /marketplace/pay_for_me/{token}/verify': Call<
    PayForMeRequest,
    never,
    { reference: string }
  >;

  // Orders (signed in)
  'GET orders/{id}': Call<Order>;
  'GET marketplace/orders/{id}/latest': Call<Order>;
  'GET /marketplace/orders/active': Call<Order[]>;
  'GET /marketplace/orders/history': Call<Paginated<Order>, PageQuery>;
  'GET /marketplace/orders/{id}': Call<Order>;
  'POST marketplace/orders/repeat': Call<Cart, never, { order_id: string }>;
  'POST /marketplace/orders/mark_as_picked_up': Call<Order, never, { order_id: string }>;
  /** Sandbox extension: the customer cancels an order the store has not accepted yet. */
  'POST /marketplace/orders/{id}/cancel': Call<Order, never, { reason: CancelReason }>;
  /** Sandbox extension: a problem with a delivered order opens a support case (on the order). */
  'POST /marketplace/orders/{id}/problems': Call<Order, never, OrderProblemBody>;
  'POST /marketplace/feedback/{vendorId}/order/{orderId}': Call<
    VendorFeedback,
    never,
    { rating: number; comment?: string }
  >;

  // Account
  'POST /login': Call<
    Customer & { access_token: string },
    never,
    { email: string; password: string }
  >;
  'POST /register': Call<
    { access_token: string; customer: Customer },
    never,
    {
      name: string;
      email: string;
      phone: string;
      password: string;
      domicile_location?: string;
      /** Sandbox extension: the referral code of the link the customer joined from. */
      referral_code?: string;
    }
  >;
  'POST /password/createpasscode': Call<null, never, { email: string }>;
  'POST /password/reset': Call<null, never, { email: string; passcode: string; password: string }>;
  'GET /account/profile': Call<Customer>;
  'POST /account/profile': Call<
    Customer,
    never,
    Partial<Pick<Customer, 'name' | 'phone' | 'email'>>
  >;
  'PUT /account/change_password': Call<null, never, { current_password: string; password: string }>;
  'DELETE /account/delete': Call<null, never, { password: string }>;
  'POST /waiting_list': Call<null, never, { email: string; name?: string; service?: string }>;
  'GET /countries/all': Call<Country[]>;
  'GET /countries/{code}/states': Call<CountryState[]>;
  'POST /marketplace/store_views': Call<null, never, { vendor_uuid: string }>;
  'GET account/notifications': Call<NotificationList>;
  /** Sandbox extension: marks the given notifications (all when none are given) as read. */
  'POST account/notifications/read': Call<
    NotificationList,
    never,
    { notification_uuids?: string[] }
  >;

  // Addresses (signed in)
  'GET marketplace/address': Call<SavedAddress[]>;
  'POST marketplace/address': Call<SavedAddress, never, AddressBody>;
  'PUT marketplace/address/{id}': Call<SavedAddress, never, Partial<AddressBody>>;
  'DELETE marketplace/address/{id}': Call<null>;

  // Rewards (signed in)
  'GET /rewards_centre': Call<RewardsCentre>;
  'GET /rewards_centre/history': Call<RewardHistoryEntry[]>;
  'POST /rewards_centre/redeem_discount': Call<RedeemedReward, never, { points: number }>;
  'POST /rewards_centre/redeem_giftcard/{code}': Call<RedeemedReward>;
  'GET /rewards_centre/redeem_history': Call<RedeemedReward[]>;
  /** Sandbox extension: the spec names referral details but shows no call for them. */
  'GET /referrals': Call<ReferralDetails>;
  /** Sandbox extension: a referral link's invitation, public (the visitor has no account yet). */
  'GET /referrals/invites/{code}': Call<ReferralInvite>;

  // Vouchers
  'GET /marketplace/vouchers/get_exclusive_vouchers': Call<Voucher[]>;
  'GET /marketplace/vouchers/get_exclusive_vouchers/{id}': Call<Voucher>;

  // Wallet (signed in)
  /**
   * Starts a top-up: the customer pays on the provider's page and comes back to `return_url`
   * with `?reference=`; the wallet is credited once, when the payment succeeds.
   */
  'POST /wallet/fund': Call<PaymentRedirect, never, { amount: number; return_url: string }>;
  'GET /wallet': Call<Wallet>;
  'GET /wallet/transactions': Call<Paginated<WalletTransaction>, PageQuery>;

  // Support (sandbox extension: the contact page's channels and its message form)
  'GET /support/channels': Call<SupportChannels>;
  'POST /support/messages': Call<SupportMessage, never, SupportMessageBody>;
}

export interface PlansApiCalls {
  'POST v3/website/login': Call<PlanAuthResult, never, { email: string; password: string }>;
  'POST v3/website/register': Call<
    PlanAuthResult,
    never,
    { name: string; email: string; phone: string; password: string }
  >;
  'POST v3/website/onboarding/{customerId}/generate_payment_link': Call<
    PaymentLink,
    never,
    PlanPaymentBody
  >;
  'POST plan/generate_amount': Call<PlanAmount, never, PlanOrderBody>;
  'POST /v3/garden/is_discount_expired_with_options': Call<
    PlanDiscountCheck,
    never,
    { service: PlanService; discount_code?: string }
  >;
  'GET /v3/website/check_delivery_location': Call<
    PlanDeliveryCheck,
    { longitude: number; latitude: number; is_laundry: 0 | 1; total_price: number }
  >;

  // Sandbox extensions: the offers and prices a visitor sees, the server's check of a payment
  // before the site calls it paid, and a customer's own plans.
  'GET v3/website/plans': Call<PlanCatalogue>;
  'GET v3/website/onboarding/{customerId}/payments/{reference}': Call<PlanPayment>;
  'GET v3/website/onboarding/{customerId}/subscriptions': Call<PlanSubscription[]>;
}
