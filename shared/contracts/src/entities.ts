/**
 * Entities of spec section 3, with the fields the spec names plus the ones a real storefront
 * needs to render them (names, prices, images). The sandbox serves exactly these shapes and the
 * API client returns them, so a field added here is added for both. Each is written once, as a
 * schema in a `*-schema.ts` file beside this one, and its type is inferred here.
 */
import type { z } from 'zod/mini';
import type {
  customerSchema,
  notificationListSchema,
  notificationSchema,
  savedAddressSchema,
} from './account-schema';
import type {
  checkoutDeliveryInfoSchema,
  deliveryCheckSchema,
  deliveryEstimateSchema,
} from './delivery-schema';
import type {
  curationProductSchema,
  curationSchema,
  homepageSchema,
  searchResultsSchema,
  vendorPreviewSchema,
} from './marketplace-schema';
import type {
  CANCEL_REASONS,
  cartItemAddonSchema,
  cartSchema,
  cartItemSchema,
  dropOffSchema,
  orderSchema,
  orderRefundSchema,
  orderStatusChangeSchema,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PROVIDER_METHODS,
} from './order-schema';
import type { orderRiderSchema } from './rider-schema';
import type {
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
  payForMeRequestSchema,
  paymentInfoSchema,
  paymentRedirectSchema,
  paymentVerificationSchema,
  placedOrderSchema,
} from './payment-schema';
import type {
  countrySchema,
  countryStateSchema,
  locationAreaSchema,
  userLocationSchema,
} from './place-schema';
import type {
  addonGroupSchema,
  addonSchema,
  categorySchema,
  productSchema,
} from './product-schema';
import type {
  redeemedRewardSchema,
  referralDetailsSchema,
  referralInviteSchema,
  rewardHistoryEntrySchema,
  rewardsCentreSchema,
  voucherSchema,
} from './rewards-schema';
import type { currencySchema } from './schema-fields';
import type { SUPPORT_TOPICS, supportChannelsSchema, supportMessageSchema } from './support-schema';
import type {
  ITEM_PROBLEMS,
  SUPPORT_CASE_STATUSES,
  supportCaseItemSchema,
  supportCaseSchema,
} from './support-case-schema';
import type {
  businessTypeSchema,
  tagSchema,
  vendorDeliveryQuoteSchema,
  vendorFeedbackSchema,
  vendorSchema,
  workingHoursSchema,
} from './vendor-schema';
import type { walletSchema, walletTransactionSchema } from './wallet-schema';

export type Currency = z.infer<typeof currencySchema>;

export type Country = z.infer<typeof countrySchema>;

export type CountryState = z.infer<typeof countryStateSchema>;

export type BusinessType = z.infer<typeof businessTypeSchema>;

export type Tag = z.infer<typeof tagSchema>;

export type WorkingHours = z.infer<typeof workingHoursSchema>;

export type Vendor = z.infer<typeof vendorSchema>;

export type VendorDeliveryQuote = z.infer<typeof vendorDeliveryQuoteSchema>;

export type VendorPreview = z.infer<typeof vendorPreviewSchema>;

export type VendorFeedback = z.infer<typeof vendorFeedbackSchema>;

export type Category = z.infer<typeof categorySchema>;

export type Addon = z.infer<typeof addonSchema>;

export type AddonGroup = z.infer<typeof addonGroupSchema>;

export type Product = z.infer<typeof productSchema>;

export type CartItemAddon = z.infer<typeof cartItemAddonSchema>;

export type CartItem = z.infer<typeof cartItemSchema>;

/** A vendor's cart (one per vendor), as `cartSchema` (order-schema.ts) writes it. */
export type Cart = z.infer<typeof cartSchema>;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type DeliveryType = 'delivery' | 'pickup';

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** How the provider's page was paid: card, bank transfer, USSD or M-Pesa. */
export type ProviderMethod = (typeof PROVIDER_METHODS)[number];

export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

/** Why a customer cancelled an order before the store accepted it. */
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** The refund of a paid order the store cancelled or rejected. */
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** An order's drop-off details, as `dropOffSchema` (order-schema.ts) writes them. */
export type DropOff = z.infer<typeof dropOffSchema>;

/** The order, as `orderSchema` (order-schema.ts) writes it. */
export type Order = z.infer<typeof orderSchema>;

/** The rider out with a delivery order, as `orderRiderSchema` (rider-schema.ts) writes it. */
export type OrderRider = z.infer<typeof orderRiderSchema>;

/** What went wrong with one item of a delivered order: missing, wrong or spoiled. */
export type ItemProblem = (typeof ITEM_PROBLEMS)[number];

/** Where a reported problem stands: credited to the wallet, or with the support team. */
export type SupportCaseStatus = (typeof SUPPORT_CASE_STATUSES)[number];

export type SupportCaseItem = z.infer<typeof supportCaseItemSchema>;

/** The support case a problem with an order opened, as `supportCaseSchema` writes it. */
export type SupportCase = z.infer<typeof supportCaseSchema>;

/** Sandbox extension: the payment provider stand-in (a hosted payment page, as card providers offer). */
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What a payment settles: an order, someone else's order (pay-for-me), a wallet top-up, or a plan. */
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** Where the customer pays: the provider's hosted page, which sends them back with `reference`. */
export type PaymentRedirect = z.infer<typeof paymentRedirectSchema>;

/** The server's own check of a payment with the provider, made before anything is called paid. */
export type PaymentVerification = z.infer<typeof paymentVerificationSchema>;

/** A placed order and, when it is paid by card, where to pay for it. */
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/**
 * A pay-for-me request as its link shows it: to the payer (no account) the order without the
 * customer's address, and to the customer who made it also the order's uuid.
 */
export type PayForMeRequest = z.infer<typeof payForMeRequestSchema>;

export type DeliveryCheck = z.infer<typeof deliveryCheckSchema>;

export type DeliveryEstimate = z.infer<typeof deliveryEstimateSchema>;

export type CheckoutDeliveryInfo = z.infer<typeof checkoutDeliveryInfoSchema>;

export type PaymentInfo = z.infer<typeof paymentInfoSchema>;

export type UserLocation = z.infer<typeof userLocationSchema>;

export type LocationArea = z.infer<typeof locationAreaSchema>;

export type SavedAddress = z.infer<typeof savedAddressSchema>;

export type Customer = z.infer<typeof customerSchema>;

export type AppNotification = z.infer<typeof notificationSchema>;

export type NotificationList = z.infer<typeof notificationListSchema>;

/**
 * A product as a curation lists it, with its store (sandbox extension): a curation spans stores,
 * and a product goes into its own store's cart.
 */
export type CurationProduct = z.infer<typeof curationProductSchema>;

export type Curation = z.infer<typeof curationSchema>;

export type Voucher = z.infer<typeof voucherSchema>;

export type Wallet = z.infer<typeof walletSchema>;

export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

export type RewardsCentre = z.infer<typeof rewardsCentreSchema>;

export type RewardHistoryEntry = z.infer<typeof rewardHistoryEntrySchema>;

export type RedeemedReward = z.infer<typeof redeemedRewardSchema>;

export type ReferralDetails = z.infer<typeof referralDetailsSchema>;

/** Sandbox extension: a referral link's invitation, read by the signup page before registering. */
export type ReferralInvite = z.infer<typeof referralInviteSchema>;

/** Sandbox extension: how a country's customers reach support (spec names the page, not its data). */
export type SupportChannels = z.infer<typeof supportChannelsSchema>;

export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

/** Sandbox extension: a message sent from the contact form, as support filed it. */
export type SupportMessage = z.infer<typeof supportMessageSchema>;

export type Homepage = z.infer<typeof homepageSchema>;

export type SearchResults = z.infer<typeof searchResultsSchema>;
