/**
 * Entities of spec section 3, with the fields the spec names plus the ones a real storefront
 * needs to render them (names, prices, images). The sandbox serves exactly these shapes and the
 * API client returns them, so a field added here is added for both.
 */
import type { z } from 'zod/mini';
import type { CountryCode } from './constants';
import type {
  cartItemAddonSchema,
  cartSchema,
  cartItemSchema,
  dropOffSchema,
  orderSchema,
  orderStatusChangeSchema,
  PAYMENT_METHODS,
} from './order-schema';

export type Currency = 'NGN' | 'KES';

export interface Country {
  id: number;
  code: string;
  name: string;
  currency: Currency | string;
  dial_code: string;
}

export interface CountryState {
  id: number;
  name: string;
  country_code: string;
}

export interface BusinessType {
  id: number;
  name: string;
  slug: string;
}

export interface Tag {
  id: number;
  name: string;
  slug: string;
  business_type_id: number;
}

export interface WorkingHours {
  /** 0 = Sunday ... 6 = Saturday */
  day: number;
  /** Local time, 24h "HH:MM". */
  opens: string;
  closes: string;
}

export interface Vendor {
  uuid: string;
  slug: string;
  business_name: string;
  latitude: number | null;
  longitude: number | null;
  /** 127 means NG, any other value means KE. */
  country_id: number;
  working_hours: WorkingHours[];
  is_deliverect_vendor: boolean;
  description: string;
  logo_url: string;
  cover_url: string;
  address: string;
  location_area_id: number | null;
  business_type_ids: number[];
  rating: number;
  ratings_count: number;
  currency: Currency;
  is_open: boolean;
  is_favourite: boolean;
  delivery_fee: number;
  minimum_order: number;
  prep_time_minutes: number;
  /** The vendor's current promotion, shown on offer lists; null when it runs none. */
  offer_title?: string | null;
  /**
   * Only on lists asked for the customer's point (latitude and longitude): whether the vendor
   * delivers there, and how far away it is (null for a vendor without a position, which ships
   * from nowhere in particular). Such lists put the vendors that deliver first.
   */
  delivers_to_customer?: boolean;
  distance_km?: number | null;
  /**
   * Only on lists asked for the customer's point, for a vendor that delivers there: what
   * delivery there costs and takes, the same quote the store page and checkout charge.
   */
  delivery_quote?: VendorDeliveryQuote;
}

export interface VendorDeliveryQuote {
  fee: number;
  time_min: number;
  time_max: number;
}

export interface VendorPreview {
  vendor: Vendor;
  categories: Category[];
  featured_products: Product[];
}

export interface VendorFeedback {
  id: number;
  rating: number;
  comment: string;
  customer_name: string;
  created_at: string;
}

export interface Category {
  id: number;
  name: string;
  vendor_uuid: string;
  products_count: number;
}

export interface Addon {
  uuid: string;
  name: string;
  price: number;
}

export interface AddonGroup {
  id: number;
  name: string;
  min: number;
  max: number;
  addons: Addon[];
}

export interface Product {
  uuid: string;
  vendor_uuid: string;
  category_id: number;
  name: string;
  description: string;
  price: number;
  currency: Currency;
  image_url: string;
  is_available: boolean;
  tag_ids: number[];
  addon_groups: AddonGroup[];
}

export type CartItemAddon = z.infer<typeof cartItemAddonSchema>;

export type CartItem = z.infer<typeof cartItemSchema>;

/** A vendor's cart (one per vendor), as `cartSchema` (order-schema.ts) writes it. */
export type Cart = z.infer<typeof cartSchema>;

/**
 * `awaiting_payment` (sandbox extension): an order paid by card or by someone else waits here
 * until the payment provider confirms the payment; it is in neither the active orders nor the
 * history, and it never moves on by itself.
 */
export const ORDER_STATUSES = [
  'awaiting_payment',
  'pending',
  'accepted',
  'preparing',
  'ready',
  'in_transit',
  'completed',
  'cancelled',
  'rejected',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type DeliveryType = 'delivery' | 'pickup';

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

/** An order's drop-off details, as `dropOffSchema` (order-schema.ts) writes them. */
export type DropOff = z.infer<typeof dropOffSchema>;

/** The order, as `orderSchema` (order-schema.ts) writes it. */
export type Order = z.infer<typeof orderSchema>;

/** Sandbox extension: the payment provider stand-in (a hosted payment page, as card providers offer). */
export type PaymentStatus = 'pending' | 'succeeded' | 'failed' | 'cancelled';

/** What a payment settles: an order, someone else's order (pay-for-me), a wallet top-up, or a plan. */
export type PaymentPurpose = 'order' | 'pay_for_me' | 'wallet_funding' | 'plan';

/** Where the customer pays: the provider's hosted page, which sends them back with `reference`. */
export interface PaymentRedirect {
  reference: string;
  authorization_url: string;
}

/** The server's own check of a payment with the provider, made before anything is called paid. */
export interface PaymentVerification {
  reference: string;
  purpose: PaymentPurpose;
  status: PaymentStatus;
  amount: number;
  currency: Currency;
  /** The provider's reason for a failed payment, e.g. "Insufficient funds". */
  failure_reason: string | null;
  /** The order the payment is for, as it stands after the check. */
  order: Order | null;
}

/** A placed order and, when it is paid by card, where to pay for it. */
export interface PlacedOrder {
  order: Order;
  payment: PaymentRedirect | null;
}

/**
 * A pay-for-me request as its link shows it: to the payer (no account) the order without the
 * customer's address, and to the customer who made it also the order's uuid.
 */
export interface PayForMeRequest {
  token: string;
  status: 'open' | 'paid' | 'expired';
  expires_at: string;
  customer_first_name: string;
  /** Only when the customer who made the request asks. */
  order_uuid: string | null;
  /** The latest payment tried through the link, so a payer back from the provider is told why it failed. */
  last_payment: Pick<PaymentVerification, 'status' | 'failure_reason'> | null;
  order: Pick<
    Order,
    | 'reference'
    | 'vendor'
    | 'items'
    | 'currency'
    | 'subtotal'
    | 'delivery_fee'
    | 'service_fee'
    | 'discount_amount'
    | 'total'
    | 'delivery_type'
  >;
}

export interface DeliveryCheck {
  /** Positive means the location is served. */
  can_deliver: number;
  details: { closest_location: { name: string } | null };
}

export interface DeliveryEstimate {
  delivery_time_min: number;
  delivery_time_max: number;
  price: number;
  currency: Currency;
}

export interface CheckoutDeliveryInfo {
  can_deliver: number;
  delivery_time_min: number;
  delivery_time_max: number;
  delivery_fee: number;
  currency: Currency;
}

export interface PaymentInfo {
  subtotal: number;
  delivery_fee: number;
  service_fee: number;
  discount_amount: number;
  discount_code: string | null;
  total: number;
  currency: Currency;
}

export interface UserLocation {
  longitude: number | null;
  latitude: number | null;
  address: string;
  locationArea: LocationArea | null;
  customer_address: string;
}

export interface LocationArea {
  id: number;
  name: string;
  state: string;
  country_code: CountryCode;
  latitude: number;
  longitude: number;
}

export interface SavedAddress {
  uuid: string;
  /** The customer's name for it: "Home", "Office". */
  label: string;
  /** The one line a rider reads (street, area), sent as `customer_address` at checkout. */
  address: string;
  latitude: number;
  longitude: number;
  is_default: boolean;
  /** The location area the picker matched, when it matched one. */
  area: string | null;
  street: string | null;
  /** The building or estate, flat or block: "Block C, Flat 4". */
  building: string | null;
  /** What helps the rider find the door: "Opposite the filling station". */
  landmark: string | null;
  /** Who the rider calls on arrival, when it is not the account's phone. */
  phone: string | null;
  /** What the rider should do there: "Call on arrival, the bell is broken". */
  instructions: string | null;
}

export interface Customer {
  id: number;
  name: string;
  email: string;
  phone: string;
  domicile_location: CountryCode;
}

export interface AppNotification {
  uuid: string;
  title: string;
  body: string;
  /** The order the notification is about, if any (sandbox extension). */
  order_uuid: string | null;
  read_at: string | null;
  created_at: string;
}

export interface NotificationList {
  notifications: AppNotification[];
  /** The unread ones: the bell's count. */
  total: number;
}

/**
 * A product as a curation lists it, with its store (sandbox extension): a curation spans stores,
 * and a product goes into its own store's cart.
 */
export interface CurationProduct extends Product {
  vendor: Vendor;
}

export interface Curation {
  uuid: string;
  title: string;
  description: string;
  image_url: string;
  products: CurationProduct[];
}

export interface Voucher {
  id: number;
  code: string;
  title: string;
  description: string;
  discount_type: 'percent' | 'fixed';
  value: number;
  minimum_order: number;
  currency: Currency;
  expires_at: string;
}

export interface Wallet {
  balance: number;
  currency: Currency;
  /** The smallest and largest top-up the server takes at a time, in the wallet's currency. */
  funding_min: number;
  funding_max: number;
}

export interface WalletTransaction {
  uuid: string;
  type: 'credit' | 'debit';
  amount: number;
  currency: Currency;
  description: string;
  reference: string;
  created_at: string;
}

export interface RewardsCentre {
  points: number;
  tier: string;
  points_to_next_tier: number;
  discount_options: { points: number; discount_code_value: number }[];
}

export interface RewardHistoryEntry {
  id: number;
  points: number;
  description: string;
  created_at: string;
}

export interface RedeemedReward {
  id: number;
  kind: 'discount' | 'giftcard';
  code: string;
  value: number;
  created_at: string;
}

export interface ReferralDetails {
  code: string;
  link: string;
  referred_count: number;
  earnings: number;
  currency: Currency;
}

/** Sandbox extension: how a country's customers reach support (spec names the page, not its data). */
export interface SupportChannels {
  country: CountryCode;
  phone: string;
  email: string;
  /** A wa.me link that opens a chat with support. */
  whatsapp_url: string;
  /** When people answer, in words: "Every day, 7am to 10pm". */
  hours: string;
}

export type SupportTopic = 'order' | 'payment' | 'account' | 'other';

/** Sandbox extension: a message sent from the contact form, as support filed it. */
export interface SupportMessage {
  reference: string;
  topic: SupportTopic;
  created_at: string;
}

export interface Homepage {
  business_types: BusinessType[];
  hidden_gems: Vendor[];
  offers: Vendor[];
  top_rated: Vendor[];
  curations: Curation[];
  nearby: Vendor[];
}

export interface SearchResults {
  vendors: Vendor[];
  products: Product[];
}
