/**
 * Every call of `api-calls.ts` has a typed function, and each sends exactly the method and path
 * the contract key names. `satisfies` makes a call added to the contract fail to compile here
 * until it has a function.
 */
import type { MainApiCalls, PlansApiCalls } from '@jara/contracts/api-calls';
import { aCart } from '@jara/testing/builders/cart';
import { aSavedAddress } from '@jara/testing/builders/address';
import { aCustomer } from '@jara/testing/builders/customer';
import { aDeliveryCheck } from '@jara/testing/builders/location';
import { anOrder } from '@jara/testing/builders/order';
import { aProduct } from '@jara/testing/builders/product';
import { aSupportCase } from '@jara/testing/builders/support-case';
import { aHomepage } from '@jara/testing/builders/homepage';
import { aVendor } from '@jara/testing/builders/vendor';
import { aWallet } from '@jara/testing/builders/wallet';
import * as account from './account';
import * as addresses from './addresses';
import * as cart from './cart';
import * as checkout from './checkout';
import * as delivery from './delivery';
import * as favourites from './favourites';
import * as marketplace from './marketplace';
import * as orders from './orders';
import * as payments from './payments';
import * as pricesFrom from './prices-from';
import * as plans from './plans';
import * as rewards from './rewards';
import * as support from './support';
import * as vouchers from './vouchers';
import * as wallet from './wallet';
import { MAIN_BASE, PLANS_BASE, setUpApiTest, success } from './testing/api-test-harness';

const api = setUpApiTest();

interface Entry {
  call: () => Promise<unknown>;
  /** The path sent, relative to the base, placeholders filled. */
  sent: string;
  /** An answer the function's data checks accept. */
  data?: unknown;
}

const point = { longitude: 3.47, latitude: 6.45 };
const planOrder = {
  service: 'cleaning',
  kind: 'plan',
  bedrooms: 2,
  bathrooms: 1,
  frequency: 'weekly',
  deep_clean: false,
} as const;

const mainCalls = {
  'GET /marketplace/vendors': {
    call: () => marketplace.getVendors(),
    sent: '/marketplace/vendors',
  },
  'GET /marketplace/vendors/{slug}': {
    call: () => marketplace.getVendor('mama-put'),
    sent: '/marketplace/vendors/mama-put',
    data: aVendor(),
  },
  'GET /marketplace/vendors/{id}/preview': {
    call: () => marketplace.getVendorPreview('v1'),
    sent: '/marketplace/vendors/v1/preview',
    data: { vendor: aVendor(), categories: [], featured_products: [aProduct()] },
  },
  'GET /marketplace/vendors/{id}/feedback': {
    call: () => marketplace.getVendorFeedback('v1', { page: 2 }),
    sent: '/marketplace/vendors/v1/feedback',
  },
  'GET /marketplace/vendors/{id}/categories': {
    call: () => marketplace.getVendorCategories('v1'),
    sent: '/marketplace/vendors/v1/categories',
    data: [],
  },
  'GET /marketplace/vendors/{id}/products': {
    call: () => marketplace.getVendorProducts('v1', { search: 'rice' }),
    sent: '/marketplace/vendors/v1/products',
    data: [aProduct()],
  },
  'GET /marketplace/homepage': {
    call: () => marketplace.getHomepage({ ...point, country_code: 'NG' }),
    sent: '/marketplace/homepage',
    data: aHomepage(),
  },
  'GET /marketplace/homepage/sections/{section}': {
    call: () => marketplace.getHomepageSection('offers', { country_code: 'NG', page: 2 }),
    sent: '/marketplace/homepage/sections/offers',
  },
  'GET /marketplace/search/all': {
    call: () => marketplace.searchAll('jollof', {}),
    sent: '/marketplace/search/all',
  },
  'GET /marketplace/search/products': {
    call: () => marketplace.searchProducts({ query: 'jollof' }),
    sent: '/marketplace/search/products',
  },
  'GET /marketplace/search/vendors': {
    call: () => marketplace.searchVendors({ query: 'jollof' }),
    sent: '/marketplace/search/vendors',
  },
  'GET /marketplace/vendors/hidden-gems': {
    call: () => marketplace.getHiddenGems({}),
    sent: '/marketplace/vendors/hidden-gems',
  },
  'GET /marketplace/vendors/offers': {
    call: () => marketplace.getVendorOffers({}),
    sent: '/marketplace/vendors/offers',
  },
  'POST /marketplace/vendors/location_area': {
    call: () => marketplace.getVendorsByLocationArea(3),
    sent: '/marketplace/vendors/location_area',
  },
  'GET /marketplace/tags/{id}/products': {
    call: () => marketplace.getTagProducts(4),
    sent: '/marketplace/tags/4/products',
  },
  'GET /marketplace/tags': {
    call: () => marketplace.getTags(1),
    sent: '/marketplace/tags',
    data: [],
  },
  'GET /marketplace/business_types': {
    call: () => marketplace.getBusinessTypes(),
    sent: '/marketplace/business_types',
  },
  'GET /marketplace/prices_from': {
    call: () => pricesFrom.getPricesFrom('KE'),
    sent: '/marketplace/prices_from',
    data: { currency: 'KES', delivery_fee: 50, business_types: { restaurants: 450 } },
  },
  'GET /marketplace/curations': {
    call: () => marketplace.getCurations(),
    sent: '/marketplace/curations',
  },
  'GET /marketplace/curations/active/{uuid}/products': {
    call: () => marketplace.getCurationProducts('cu1'),
    sent: '/marketplace/curations/active/cu1/products',
  },
  'GET /marketplace/vendors/favourites': {
    call: () => favourites.getFavouriteVendors(),
    sent: '/marketplace/vendors/favourites',
  },
  'POST /marketplace/vendors/favourites/{id}': {
    call: () => favourites.addFavouriteVendor('v1'),
    sent: '/marketplace/vendors/favourites/v1',
  },
  'DELETE /marketplace/vendors/favourites/{id}': {
    call: () => favourites.removeFavouriteVendor('v1'),
    sent: '/marketplace/vendors/favourites/v1',
  },
  'GET marketplace/check_delivery_location': {
    call: () => delivery.checkDeliveryLocation(point),
    sent: 'marketplace/check_delivery_location',
    data: aDeliveryCheck(1),
  },
  'GET marketplace/delivery_location': {
    call: () =>
      delivery.estimateDelivery(
        { slug: 'v', latitude: 6.4, longitude: 3.4 },
        { ...point, customer_address: 'Lekki' },
      ),
    sent: 'marketplace/delivery_location',
    data: { delivery_time_min: 1, delivery_time_max: 2 },
  },
  'GET /location_areas': { call: () => delivery.getLocationAreas(), sent: '/location_areas' },
  'POST /marketplace/cart/items': {
    call: () =>
      cart.addCartItem({ vendor_id: 'v1', cart_id: null, product_uuid: 'p1', quantity: 1 }),
    sent: '/marketplace/cart/items',
  },
  'PUT /marketplace/cart/items/{id}/addons/replace': {
    call: () => cart.replaceCartItemAddons('i1', []),
    sent: '/marketplace/cart/items/i1/addons/replace',
  },
  'GET /marketplace/cart': { call: () => cart.getCarts(['c1']), sent: '/marketplace/cart' },
  'POST /marketplace/cart/clear/unavailable_items': {
    call: () => cart.clearUnavailableCartItems(['c1']),
    sent: '/marketplace/cart/clear/unavailable_items',
  },
  'PUT /marketplace/cart/{id}/items': {
    call: () => cart.updateCartItems('c1', [{ uuid: 'i1', quantity: 2 }]),
    sent: '/marketplace/cart/c1/items',
  },
  'POST /marketplace/cart/{id}/items/delete': {
    call: () => cart.deleteCartItems('c1', ['i1']),
    sent: '/marketplace/cart/c1/items/delete',
  },
  'POST /marketplace/storefront/cart/items/{id}/addons': {
    call: () => cart.addStorefrontCartItemAddons('i1', [{ addon_uuid: 'a1', quantity: 1 }]),
    sent: '/marketplace/storefront/cart/items/i1/addons',
  },
  'PUT /marketplace/storefront/cart/items/{id}/addons': {
    call: () => cart.updateStorefrontCartItemAddons('i1', []),
    sent: '/marketplace/storefront/cart/items/i1/addons',
  },
  'POST /marketplace/storefront/cart/items/{id}/addons/delete': {
    call: () => cart.deleteStorefrontCartItemAddons('i1', ['ca1']),
    sent: '/marketplace/storefront/cart/items/i1/addons/delete',
  },
  'GET marketplace/cart/{id}/checkout/delivery_info': {
    call: () => checkout.getCheckoutDeliveryInfo('c1', point),
    sent: 'marketplace/cart/c1/checkout/delivery_info',
  },
  'GET marketplace/cart/{id}/checkout/payment_info': {
    call: () =>
      checkout.getPaymentInfo('c1', { ...point, info_type: 'pickup', customer_address: 'x' }),
    sent: 'marketplace/cart/c1/checkout/payment_info',
  },
  'GET marketplace/cart/{id}/checkout/offers': {
    call: () => checkout.getCheckoutOffers('c1'),
    sent: 'marketplace/cart/c1/checkout/offers',
    data: [],
  },
  'GET marketplace/cart/{id}/checkout/slots': {
    call: () => checkout.getOrderSlots('c1', { ...point, info_type: 'delivery' }),
    sent: 'marketplace/cart/c1/checkout/slots',
    data: { open_now: true, slots: [] },
  },
  'POST /marketplace/orders': {
    call: () =>
      checkout.placeOrder({
        ...point,
        cart_id: 'c1',
        delivery_type: 'delivery',
        customer_address: 'x',
        idempotency_key: 'k1',
        payment_method: 'wallet',
      }),
    sent: '/marketplace/orders',
  },
  'GET /payments/{reference}/verify': {
    call: () => payments.verifyPayment('PAY-1'),
    sent: '/payments/PAY-1/verify',
  },
  'POST /marketplace/pay_for_me': {
    call: () =>
      payments.createPayForMe({
        ...point,
        cart_id: 'c1',
        delivery_type: 'pickup',
        customer_address: 'x',
        idempotency_key: 'k1',
      }),
    sent: '/marketplace/pay_for_me',
  },
  'GET /marketplace/pay_for_me/{token}': {
    call: () => payments.getPayForMe('t1'),
    sent: '/marketplace/pay_for_me/t1',
  },
  'POST /marketplace/pay_for_me/{token}/pay': {
    call: () => payments.startPayForMePayment('t1', { return_url: 'x', idempotency_key: 'k1' }),
    sent: '/marketplace/pay_for_me/t1/pay',
  },
  'POST /marketplace/pay_for_me/{token}/verify': {
    call: () => payments.verifyPayForMePayment('t1', 'PAY-1'),
    sent: '/marketplace/pay_for_me/t1/verify',
  },
  'GET orders/{id}': { call: () => orders.getOrder('o1'), sent: 'orders/o1', data: anOrder() },
  'GET marketplace/orders/{id}/latest': {
    call: () => orders.getLatestOrder('o1'),
    sent: 'marketplace/orders/o1/latest',
    data: anOrder(),
  },
  'GET /marketplace/orders/active': {
    call: () => orders.getActiveOrders(),
    sent: '/marketplace/orders/active',
  },
  'GET /marketplace/orders/history': {
    call: () => orders.getOrderHistory(),
    sent: '/marketplace/orders/history',
  },
  'GET /marketplace/orders/{id}': {
    call: () => orders.getOrderDetails('o1'),
    sent: '/marketplace/orders/o1',
    data: anOrder(),
  },
  'POST marketplace/orders/repeat': {
    call: () => orders.repeatOrder('o1'),
    sent: 'marketplace/orders/repeat',
    data: aCart({ items: anOrder().items }),
  },
  'POST /marketplace/orders/mark_as_picked_up': {
    call: () => orders.markOrderAsPickedUp('o1'),
    sent: '/marketplace/orders/mark_as_picked_up',
  },
  'POST /marketplace/orders/{id}/cancel': {
    call: () => orders.cancelOrder('o1', 'other'),
    sent: '/marketplace/orders/o1/cancel',
    data: anOrder({ status: 'cancelled', cancel_reason: 'other' }),
  },
  'POST /marketplace/orders/{id}/problems': {
    call: () => support.reportOrderProblem('o1', { items: [], late: true }),
    sent: '/marketplace/orders/o1/problems',
    data: anOrder({ support_case: aSupportCase() }),
  },
  'POST /marketplace/feedback/{vendorId}/order/{orderId}': {
    call: () => orders.rateOrder('v1', 'o1', { rating: 4 }),
    sent: '/marketplace/feedback/v1/order/o1',
  },
  'POST /login': {
    call: () => account.login({ email: 'a@b.c', password: 'x' }),
    sent: '/login',
    data: { ...aCustomer(), access_token: 't' },
  },
  'POST /register': {
    call: () => account.register({ name: 'A', email: 'a@b.c', phone: '1', password: 'x' }),
    sent: '/register',
    data: { access_token: 't', customer: aCustomer() },
  },
  'POST /password/createpasscode': {
    call: () => account.createPasscode('a@b.c'),
    sent: '/password/createpasscode',
  },
  'POST /password/reset': {
    call: () => account.resetPassword({ email: 'a@b.c', passcode: '1234', password: 'y' }),
    sent: '/password/reset',
  },
  'GET /account/profile': {
    call: () => account.getProfile(),
    sent: '/account/profile',
    data: aCustomer(),
  },
  'POST /account/profile': {
    call: () => account.updateProfile({ name: 'B' }),
    sent: '/account/profile',
    data: aCustomer({ name: 'B' }),
  },
  'PUT /account/change_password': {
    call: () => account.changePassword({ current_password: 'x', password: 'y' }),
    sent: '/account/change_password',
  },
  'DELETE /account/delete': {
    call: () => account.deleteAccount('x'),
    sent: '/account/delete',
  },
  'POST /waiting_list': {
    call: () => account.joinWaitingList({ email: 'a@b.c' }),
    sent: '/waiting_list',
  },
  'GET /countries/all': { call: () => account.getCountries(), sent: '/countries/all', data: [] },
  'GET /countries/{code}/states': {
    call: () => account.getStates('KE'),
    sent: '/countries/KE/states',
  },
  'POST /marketplace/store_views': {
    call: () => account.recordStoreView('v1'),
    sent: '/marketplace/store_views',
  },
  'GET account/notifications': {
    call: () => account.getNotifications(),
    sent: 'account/notifications',
    data: { notifications: [], total: 0 },
  },
  'POST account/notifications/read': {
    call: () => account.markNotificationsRead(),
    sent: 'account/notifications/read',
    data: { notifications: [], total: 0 },
  },
  'GET marketplace/address': {
    call: () => addresses.getAddresses(),
    sent: 'marketplace/address',
    data: [aSavedAddress()],
  },
  'POST marketplace/address': {
    call: () => addresses.createAddress({ label: 'Home', address: 'x', ...point }),
    sent: 'marketplace/address',
    data: aSavedAddress(),
  },
  'PUT marketplace/address/{id}': {
    call: () => addresses.updateAddress('a1', { label: 'Work' }),
    sent: 'marketplace/address/a1',
    data: aSavedAddress({ uuid: 'a1', label: 'Work' }),
  },
  'DELETE marketplace/address/{id}': {
    call: () => addresses.deleteAddress('a1'),
    sent: 'marketplace/address/a1',
  },
  'GET /rewards_centre': { call: () => rewards.getRewardsCentre(), sent: '/rewards_centre' },
  'GET /rewards_centre/history': {
    call: () => rewards.getRewardHistory(),
    sent: '/rewards_centre/history',
  },
  'POST /rewards_centre/redeem_discount': {
    call: () => rewards.redeemDiscount(100),
    sent: '/rewards_centre/redeem_discount',
  },
  'POST /rewards_centre/redeem_giftcard/{code}': {
    call: () => rewards.redeemGiftcard('GIFT-1'),
    sent: '/rewards_centre/redeem_giftcard/GIFT-1',
  },
  'GET /rewards_centre/redeem_history': {
    call: () => rewards.getRedeemHistory(),
    sent: '/rewards_centre/redeem_history',
  },
  'GET /referrals': { call: () => rewards.getReferralDetails(), sent: '/referrals' },
  'GET /referrals/invites/{code}': {
    call: () => rewards.getReferralInvite('ADA-1'),
    sent: '/referrals/invites/ADA-1',
  },
  'GET /marketplace/vouchers/get_exclusive_vouchers': {
    call: () => vouchers.getExclusiveVouchers(),
    sent: '/marketplace/vouchers/get_exclusive_vouchers',
  },
  'GET /marketplace/vouchers/get_exclusive_vouchers/{id}': {
    call: () => vouchers.getExclusiveVoucher(9),
    sent: '/marketplace/vouchers/get_exclusive_vouchers/9',
  },
  'POST /wallet/fund': {
    call: () => wallet.fundWallet(5000, 'https://jara.test/wallet'),
    sent: '/wallet/fund',
    data: { reference: 'PAY-1', authorization_url: 'https://pay.jara.test/PAY-1' },
  },
  'GET /wallet': { call: () => wallet.getWallet(), sent: '/wallet', data: aWallet() },
  'GET /wallet/transactions': {
    call: () => wallet.getWalletTransactions({ page: 1 }),
    sent: '/wallet/transactions',
  },
  'GET /support/channels': { call: () => support.getSupportChannels(), sent: '/support/channels' },
  'POST /support/messages': {
    call: () =>
      support.sendSupportMessage({
        name: 'Ada',
        email: 'ada@jara.test',
        topic: 'order',
        message: 'My order is late.',
      }),
    sent: '/support/messages',
  },
} satisfies Record<keyof MainApiCalls, Entry>;

const planAuth = { access_token: 't', customer: { id: 1, name: 'Ada', email: 'a@b.c' } };

const plansCalls = {
  'POST v3/website/login': {
    call: () => plans.planLogin({ email: 'a@b.c', password: 'x' }),
    sent: 'v3/website/login',
    data: planAuth,
  },
  'POST v3/website/register': {
    call: () => plans.planRegister({ name: 'A', email: 'a@b.c', phone: '1', password: 'x' }),
    sent: 'v3/website/register',
    data: planAuth,
  },
  'POST v3/website/onboarding/{customerId}/generate_payment_link': {
    call: () =>
      plans.generatePaymentLink(12, {
        ...planOrder,
        ...point,
        address: 'x',
        drop_off: { street: 'x', building: null, landmark: null, phone: null, instructions: null },
        start_date: '2026-01-05',
        return_url: 'http://localhost:8080/sign-up-successful',
        idempotency_key: 'plan-attempt-1',
      }),
    sent: 'v3/website/onboarding/12/generate_payment_link',
  },
  'POST plan/generate_amount': {
    call: () => plans.generatePlanAmount(planOrder),
    sent: 'plan/generate_amount',
    data: { kind: 'plan', total: 1, discount_amount: 0, currency: 'NGN' },
  },
  'POST /v3/garden/is_discount_expired_with_options': {
    call: () => plans.checkPlanDiscount({ service: 'laundry' }),
    sent: '/v3/garden/is_discount_expired_with_options',
    data: { expired: false, discount_percent: 10, options: [] },
  },
  'GET /v3/website/check_delivery_location': {
    call: () => plans.checkPlanDeliveryLocation({ ...point, is_laundry: 1, total_price: 5000 }),
    sent: '/v3/website/check_delivery_location',
    data: { can_deliver: 1, details: { closest_location: null }, delivery_fee: 0 },
  },
  'GET v3/website/plans': {
    call: () => plans.getPlanCatalogue(),
    sent: 'v3/website/plans',
    data: { currency: 'NGN', price_from: { laundry: 4000, cleaning: 15000 }, offers: [] },
  },
  'GET v3/website/onboarding/{customerId}/payments/{reference}': {
    call: () => plans.verifyPlanPayment(12, 'PAY-1'),
    sent: 'v3/website/onboarding/12/payments/PAY-1',
    data: {
      reference: 'PAY-1',
      status: 'pending',
      failure_reason: null,
      subscription: {
        reference: 'PAY-1',
        choice: planOrder,
        price: {
          service: 'cleaning',
          kind: 'plan',
          amount: 1,
          discount_amount: 0,
          code_discount_percent: 0,
          delivery_fee: 0,
          total: 1,
          currency: 'NGN',
          visits: 4,
        },
        discount_code: null,
        address: 'x',
        drop_off: null,
        start_date: '2026-01-05',
        status: 'awaiting_payment',
        created_at: '2026-01-01T10:00:00Z',
      },
    },
  },
  'GET v3/website/onboarding/{customerId}/subscriptions': {
    call: () => plans.getPlanSubscriptions(12),
    sent: 'v3/website/onboarding/12/subscriptions',
    data: [],
  },
} satisfies Record<keyof PlansApiCalls, Entry>;

function sentRequests(mock: typeof api.main) {
  return Object.values(mock.history)
    .flat()
    .map((config) => ({
      method: config.method?.toUpperCase(),
      baseURL: config.baseURL,
      url: config.url,
    }));
}

describe.each([
  ['main', MAIN_BASE, mainCalls, () => api.main] as const,
  ['plans', PLANS_BASE, plansCalls, () => api.plans] as const,
])('every %s call of the contract', (_name, base, calls, mock) => {
  it.each(Object.entries(calls))('%s', async (key, entry: Entry) => {
    mock()
      .onAny()
      .reply(200, success(entry.data ?? {}));
    await entry.call();
    const [method] = key.split(' ');
    expect(sentRequests(mock())).toEqual([{ method, baseURL: base, url: entry.sent }]);
  });
});
