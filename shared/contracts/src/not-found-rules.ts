/**
 * Spec 6: "a 401 or 404 marks the user as logged out". The 404 half is about the customer's own
 * account: a 404 from a call about the signed-in customer (their profile, account, addresses,
 * wallet, notifications, rewards, carts and order lists) means the account is gone, and ends the
 * session. A 404 for a thing looked up by id, slug, code or token (a store, a product, a tag, a
 * curation, a voucher, an order, a payment, a link) says only that the thing does not exist: the
 * screen says so and the session stays. A 401 ends the session from any call.
 *
 * Each call chooses here, once: the tables are typed over every key of the contract, so a new
 * call does not compile until it is given its meaning.
 */
import type { MainApiCalls, PlansApiCalls } from './api-calls';

export type NotFoundMeaning = 'account-gone' | 'thing-missing';

const ACCOUNT: NotFoundMeaning = 'account-gone';
const THING: NotFoundMeaning = 'thing-missing';

export const MAIN_NOT_FOUND: Readonly<Record<keyof MainApiCalls, NotFoundMeaning>> = {
  'GET /marketplace/vendors': THING,
  'GET /marketplace/vendors/{slug}': THING,
  'GET /marketplace/vendors/{id}/preview': THING,
  'GET /marketplace/vendors/{id}/feedback': THING,
  'GET /marketplace/vendors/{id}/categories': THING,
  'GET /marketplace/vendors/{id}/products': THING,
  'GET /marketplace/homepage': THING,
  'GET /marketplace/homepage/sections/{section}': THING,
  'GET /marketplace/search/all': THING,
  'GET /marketplace/search/products': THING,
  'GET /marketplace/search/vendors': THING,
  'GET /marketplace/vendors/hidden-gems': THING,
  'GET /marketplace/vendors/offers': THING,
  'POST /marketplace/vendors/location_area': THING,
  'GET /marketplace/tags/{id}/products': THING,
  'GET /marketplace/tags': THING,
  'GET /marketplace/business_types': THING,
  'GET /marketplace/prices_from': THING,
  'GET /marketplace/curations': THING,
  'GET /marketplace/curations/active/{uuid}/products': THING,

  'GET /marketplace/vendors/favourites': ACCOUNT,
  'POST /marketplace/vendors/favourites/{id}': THING,
  'DELETE /marketplace/vendors/favourites/{id}': THING,

  'GET marketplace/check_delivery_location': THING,
  'GET marketplace/delivery_location': THING,
  'GET /location_areas': THING,

  'POST /marketplace/cart/items': THING,
  'PUT /marketplace/cart/items/{id}/addons/replace': THING,
  'GET /marketplace/cart': ACCOUNT,
  'POST /marketplace/cart/clear/unavailable_items': ACCOUNT,
  'PUT /marketplace/cart/{id}/items': THING,
  'POST /marketplace/cart/{id}/items/delete': THING,
  'POST /marketplace/storefront/cart/items/{id}/addons': THING,
  'PUT /marketplace/storefront/cart/items/{id}/addons': THING,
  'POST /marketplace/storefront/cart/items/{id}/addons/delete': THING,
  'GET marketplace/cart/{id}/checkout/delivery_info': THING,
  'GET marketplace/cart/{id}/checkout/payment_info': THING,
  'GET marketplace/cart/{id}/checkout/slots': THING,
  'GET marketplace/cart/{id}/checkout/offers': THING,

  'POST /marketplace/orders': THING,
  'GET /payments/{reference}/verify': THING,
  'POST /marketplace/pay_for_me': THING,
  'GET /marketplace/pay_for_me/{token}': THING,
  'POST /marketplace/pay_for_me/{token}/pay': THING,
  'POST /marketplace/pay_for_me/{token}/verify': THING,

  'GET orders/{id}': THING,
  'GET marketplace/orders/{id}/latest': THING,
  'GET /marketplace/orders/active': ACCOUNT,
  'GET /marketplace/orders/history': ACCOUNT,
  'GET /marketplace/orders/{id}': THING,
  'POST marketplace/orders/repeat': THING,
  'POST /marketplace/orders/mark_as_picked_up': THING,
  'POST /marketplace/orders/{id}/cancel': THING,
  'POST /marketplace/orders/{id}/problems': THING,
  'POST /marketplace/feedback/{vendorId}/order/{orderId}': THING,

  'POST /login': THING,
  'POST /register': THING,
  'POST /password/createpasscode': THING,
  'POST /password/reset': THING,
  'GET /account/profile': ACCOUNT,
  'POST /account/profile': ACCOUNT,
  'PUT /account/change_password': ACCOUNT,
  'DELETE /account/delete': ACCOUNT,
  'POST /waiting_list': THING,
  'GET /countries/all': THING,
  'GET /countries/{code}/states': THING,
  'POST /marketplace/store_views': THING,
  'GET account/notifications': ACCOUNT,
  'POST account/notifications/read': ACCOUNT,

  'GET marketplace/address': ACCOUNT,
  'POST marketplace/address': ACCOUNT,
  // An address removed on another device is a missing thing, not a missing account.
  'PUT marketplace/address/{id}': THING,
  'DELETE marketplace/address/{id}': THING,

  'GET /rewards_centre': ACCOUNT,
  'GET /rewards_centre/history': ACCOUNT,
  'POST /rewards_centre/redeem_discount': ACCOUNT,
  // A mistyped gift card code: the customer's session is fine.
  'POST /rewards_centre/redeem_giftcard/{code}': THING,
  'GET /rewards_centre/redeem_history': ACCOUNT,
  'GET /referrals': ACCOUNT,
  'GET /referrals/invites/{code}': THING,

  'GET /marketplace/vouchers/get_exclusive_vouchers': ACCOUNT,
  'GET /marketplace/vouchers/get_exclusive_vouchers/{id}': THING,

  'POST /wallet/fund': ACCOUNT,
  'GET /wallet': ACCOUNT,
  'GET /wallet/transactions': ACCOUNT,

  'GET /support/channels': THING,
  'POST /support/messages': THING,
};

export const PLANS_NOT_FOUND: Readonly<Record<keyof PlansApiCalls, NotFoundMeaning>> = {
  'POST v3/website/login': THING,
  'POST v3/website/register': THING,
  'POST v3/website/onboarding/{customerId}/generate_payment_link': ACCOUNT,
  'POST plan/generate_amount': THING,
  'POST /v3/garden/is_discount_expired_with_options': THING,
  'GET /v3/website/check_delivery_location': THING,
  'GET v3/website/plans': THING,
  'GET v3/website/onboarding/{customerId}/payments/{reference}': THING,
  'GET v3/website/onboarding/{customerId}/subscriptions': ACCOUNT,
};
