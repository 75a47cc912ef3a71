import type { QueryClient, QueryKey, QueryMeta } from '@tanstack/react-query';
import * as account from './account-queries';
import * as carts from './cart-queries';
import * as checkout from './checkout-queries';
import * as content from './content-queries';
import * as curation from './curation-queries';
import * as favourites from './favourites-queries';
import * as location from './location-queries';
import * as marketplace from './marketplace-queries';
import * as orders from './orders-queries';
import * as payments from './payments-queries';
import { forgetPersonalQueries } from './personal-queries';
import * as plans from './plan-queries';
import { createQueryClient } from './query-client';
import * as rewards from './rewards-queries';
import * as search from './search-queries';
import * as store from './store-queries';
import * as support from './support-queries';
import * as vouchers from './voucher-queries';
import * as wallet from './wallet-queries';

/** The customer's own values: a key that holds any of them is the customer's. */
const MINE = {
  customerId: 987_654,
  address: '12 Admiralty Way, customer address',
  latitude: 6.432_198_7,
  longitude: 3.421_987_6,
  cartId: 'customer-cart-uuid',
  orderId: 'customer-order-uuid',
  reference: 'customer-payment-reference',
};
const PLACE = { latitude: MINE.latitude, longitude: MINE.longitude };

interface Defined {
  queryKey: QueryKey;
  meta?: QueryMeta;
}

/** Every query factory of the package, called as a signed-in customer's screen calls it. */
const EVERY_QUERY: Record<string, () => Defined> = {
  profileQuery: () => account.profileQuery(),
  notificationsQuery: () => account.notificationsQuery(),
  cartsQuery: () => carts.cartsQuery(),
  deliveryInfoQuery: () => checkout.deliveryInfoQuery(MINE.cartId, 'v1', PLACE),
  paymentInfoQuery: () =>
    checkout.paymentInfoQuery(MINE.cartId, 'v1', {
      ...PLACE,
      info_type: 'delivery',
      customer_address: MINE.address,
    }),
  checkoutOffersQuery: () => checkout.checkoutOffersQuery(MINE.cartId, 'v1'),
  orderSlotsQuery: () => checkout.orderSlotsQuery(MINE.cartId, { ...PLACE, info_type: 'delivery' }),
  blogIndexQuery: () => content.blogIndexQuery('/blog'),
  postQuery: () => content.postQuery('/blog/guides/lagos/suya'),
  quizQuery: () => content.quizQuery('/blog/quizzes/soups'),
  activeCurationsQuery: () => curation.activeCurationsQuery('NG', PLACE),
  curationProductsQuery: () => curation.curationProductsQuery('curation-uuid', PLACE),
  favouriteVendorsQuery: () => favourites.favouriteVendorsQuery('NG', PLACE),
  countriesQuery: () => location.countriesQuery(),
  statesQuery: () => location.statesQuery('NG'),
  locationAreasQuery: () => location.locationAreasQuery('NG'),
  savedAddressesQuery: () => location.savedAddressesQuery(),
  homepageQuery: () => marketplace.homepageQuery({ ...PLACE, country_code: 'NG' }),
  homepageSectionQuery: () =>
    marketplace.homepageSectionQuery('offers', { ...PLACE, country_code: 'NG' }, 5, 2),
  vendorPagesQuery: () => marketplace.vendorPagesQuery('NG', { ...PLACE, open_now: 1 }),
  storePageQuery: () => marketplace.storePageQuery('mama-put'),
  vendorsByAreaQuery: () => marketplace.vendorsByAreaQuery(3),
  areaStoresQuery: () => marketplace.areaStoresQuery('NG', 3, PLACE),
  activeOrdersQuery: () => orders.activeOrdersQuery(),
  orderHistoryQuery: () => orders.orderHistoryQuery(),
  orderDetailsQuery: () => orders.orderDetailsQuery(MINE.orderId),
  trackedOrderQuery: () => orders.trackedOrderQuery(MINE.orderId),
  paymentVerificationQuery: () => payments.paymentVerificationQuery(MINE.reference),
  // The link is the payer's to open, signed in or not: it names no customer of this page.
  payForMeQuery: () => payments.payForMeQuery('public-link-token'),
  planCatalogueQuery: () => plans.planCatalogueQuery('NG'),
  planAmountQuery: () =>
    plans.planAmountQuery('NG', {
      service: 'cleaning',
      kind: 'plan',
      bedrooms: 2,
      bathrooms: 1,
      frequency: 'weekly',
      deep_clean: false,
    }),
  planDeliveryCheckQuery: () => plans.planDeliveryCheckQuery('NG', 'laundry', PLACE, 15_200),
  planPaymentQuery: () => plans.planPaymentQuery(MINE.customerId, MINE.reference),
  planSubscriptionsQuery: () => plans.planSubscriptionsQuery(MINE.customerId),
  rewardsCentreQuery: () => rewards.rewardsCentreQuery(),
  rewardHistoryQuery: () => rewards.rewardHistoryQuery(),
  redemptionsQuery: () => rewards.redemptionsQuery(),
  referralQuery: () => rewards.referralQuery(),
  referralInviteQuery: () => rewards.referralInviteQuery('WALK-9F3756', 'NG'),
  searchAllQuery: () => search.searchAllQuery('NG', 'jollof', PLACE),
  searchVendorPagesQuery: () => search.searchVendorPagesQuery('NG', 'jollof', PLACE),
  searchProductPagesQuery: () => search.searchProductPagesQuery('NG', 'jollof', PLACE),
  businessTypesQuery: () => search.businessTypesQuery(),
  tagsByBusinessTypeQuery: () => search.tagsByBusinessTypeQuery(),
  tagProductsQuery: () => search.tagProductsQuery('NG', 4),
  productVendorQuery: () => search.productVendorQuery('vendor-uuid', PLACE),
  vendorFeedbackQuery: () => store.vendorFeedbackQuery('vendor-uuid'),
  vendorMenuQuery: () => store.vendorMenuQuery('vendor-uuid'),
  menuSearchQuery: () => store.menuSearchQuery('vendor-uuid', 'rice'),
  deliveryEstimateQuery: () =>
    store.deliveryEstimateQuery(
      { slug: 'mama-put', latitude: 6.4, longitude: 3.4 },
      { ...PLACE, customer_address: MINE.address },
    ),
  supportChannelsQuery: () => support.supportChannelsQuery('NG'),
  exclusiveVouchersQuery: () => vouchers.exclusiveVouchersQuery('NG'),
  exclusiveVoucherQuery: () => vouchers.exclusiveVoucherQuery('NG', 5),
  walletQuery: () => wallet.walletQuery('NG'),
  walletTransactionsQuery: () => wallet.walletTransactionsQuery('NG'),
};

/** The customer's own records, asked for without any value of theirs in the key. */
const ACCOUNT_QUERIES = [
  'profileQuery',
  'notificationsQuery',
  'cartsQuery',
  'favouriteVendorsQuery',
  'savedAddressesQuery',
  'activeOrdersQuery',
  'orderHistoryQuery',
  'rewardsCentreQuery',
  'rewardHistoryQuery',
  'redemptionsQuery',
  'referralQuery',
  'exclusiveVouchersQuery',
  'exclusiveVoucherQuery',
  'walletQuery',
  'walletTransactionsQuery',
];

const MODULES = [
  account,
  carts,
  checkout,
  content,
  curation,
  favourites,
  location,
  marketplace,
  orders,
  payments,
  plans,
  rewards,
  search,
  store,
  support,
  vouchers,
  wallet,
];

const holdsMine = (key: QueryKey) =>
  Object.values(MINE).some((value) => JSON.stringify(key).includes(String(value)));

/** Puts data under a query as its factory defines it (meta included), as a fetch would. */
function hold(client: QueryClient, defined: Defined) {
  client.getQueryCache().build(client, defined).setData({ held: true });
}

describe('personal data is marked where its query is defined', () => {
  it('every query factory of the package is walked here', () => {
    const factories = MODULES.flatMap((module) =>
      Object.entries(module)
        .filter(([name, value]) => typeof value === 'function' && name.endsWith('Query'))
        .map(([name]) => name),
    );
    expect(factories.sort()).toEqual(Object.keys(EVERY_QUERY).sort());
  });

  it.each(Object.entries(EVERY_QUERY))(
    '%s: a key holding the customer’s address, place or ids is marked personal',
    (_name, define) => {
      const { queryKey, meta } = define();
      if (holdsMine(queryKey)) expect(meta?.personal).toBe(true);
    },
  );

  it.each(ACCOUNT_QUERIES)('%s: the customer’s own records are marked personal', (name) => {
    expect(EVERY_QUERY[name]!().meta?.personal).toBe(true);
  });

  it('a store list with no place chosen is everyone’s, with one it is the customer’s', () => {
    expect(marketplace.vendorPagesQuery('NG', {}).meta).toBeUndefined();
    expect(marketplace.vendorPagesQuery('NG', PLACE).meta?.personal).toBe(true);
  });
});

describe('forgetPersonalQueries', () => {
  it('drops every marked query, whichever factory defined it, and keeps the rest', () => {
    const client = createQueryClient();
    const defined = Object.values(EVERY_QUERY).map((define) => define());
    for (const query of defined) hold(client, query);

    forgetPersonalQueries(client);

    for (const { queryKey, meta } of defined) {
      const kept = client.getQueryData(queryKey);
      if (meta?.personal) expect(kept).toBeUndefined();
      else expect(kept).toEqual({ held: true });
    }
  });

  it('drops a query marked in a remote of its own', () => {
    const client = createQueryClient();
    hold(client, { queryKey: ['a-remote', MINE.cartId], meta: { personal: true } });
    forgetPersonalQueries(client);
    expect(client.getQueryData(['a-remote', MINE.cartId])).toBeUndefined();
  });
});
