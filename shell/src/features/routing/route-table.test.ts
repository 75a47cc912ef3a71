/**
 * Spec section 2, copied as written: every path with its layout. The table must hold exactly
 * these, no more and no fewer. Multi-segment parameters are written `{slug*}` in the table.
 */
import { matchRoutes } from 'react-router-dom';
import {
  ALIAS_ROUTES,
  KENYA_ROUTES,
  LAYOUTS,
  LEGACY_ROUTES,
  MAIN_ROUTES,
  ROUTE_TABLE,
  WEB_APP_ROUTES,
} from './route-table';
import { toRouterPath, withBrand } from './route-paths';

const SPEC_MAIN: [string, string][] = [
  ['/chow', 'homemade'],
  ['/food', ''],
  ['/', ''],
  ['/signup', 'lead'],
  ['/vendor', ''],
  ['/laundry', ''],
  ['/about-us', ''],
  ['/cleaning', ''],
  ['/homemade', 'homemade'],
  ['/blog', ''],
  ['/blog/{slug}', ''],
  ['/blog/quiz/{quiz}', ''],
  ['/store', ''],
  ['/store/{id}', 'web'],
  ['/health/diet', 'lead'],
  ['/health', 'consulting'],
  ['/events', 'homemade'],
  ['/events/contact', '{product}'],
  ['/gifting', ''],
  ['/gifting/gift', 'lead'],
  ['/delete-account', '{product}'],
  ['/privacy-policy', ''],
  ['/terms-and-conditions', ''],
  ['/{product}-marketplace', ''],
  ['/affiliate-program', 'homemade'],
  ['/homemade-ondemand', 'homemade'],
  ['/sign-up-successful', 'lead'],
  ['/subscription', ''],
  ['/marketplace-services', 'homemade'],
  ['/store/checkout', 'web'],
  ['/store/checkout/pay-for-me', 'web'],
  ['/{product}-for-business', ''],
  ['/{product}-for-business/perks', 'lead'],
  ['/{product}-for-business/refer-employer', 'lead'],
];

const SPEC_KENYA =
  '/ke, /ke/food, /ke/beauty, /ke/laundry, /ke/about-us, /ke/cleaning, /ke/blog, /ke/blog/{slug}, /ke/blog/quiz/{quiz}, /ke/gifting, /ke/gifting/gift'.split(
    ', ',
  );

const SPEC_WEB_APP = `/{product}-for-web
/{product}-for-web/wallet
/{product}-for-web/referral
/{product}-for-web/components
/{product}-for-web/personal-info
/{product}-for-web/marketplace/meals
/{product}-for-web/marketplace/search/{tag}
/{product}-for-web/marketplace/search
/{product}-for-web/marketplace/stores/{name}
/{product}-for-web/marketplace/curations/{id}
/{product}-for-web/marketplace/vouchers
/{product}-for-web/marketplace/category/{name}
/{product}-for-web/marketplace/category/search
/{product}-for-web/marketplace/curations
/{product}-for-web/marketplace/location/{name}
/{product}-for-web/marketplace/contact-us
/{product}-for-web/marketplace/stores/curations
/{product}-for-web/marketplace/stores/favourites
/{product}-for-web/marketplace/address-book
/{product}-for-web/marketplace/category/{keywords}
/{product}-for-web/marketplace/stores/top-rated-vendors`.split('\n');

const SPEC_ALIASES = `/stores
/wallet
/marketplace/curations
/marketplace/search
/marketplace/search/{tag}
/marketplace/curations/{id}
/marketplace/stores/{name}
/stores/meals/{keywords}
/marketplace/category/{name}
/marketplace/category/search
/stores/{name}
/marketplace/address-book
/marketplace/contact-us
/marketplace/stores/top-rated-vendors
/marketplace/stores/curations
/marketplace/stores/favourites
/marketplace/voucher
/stores/meals
/marketplace/referral`.split('\n');

const SPEC_LEGACY = [
  '/{product}_for_business/',
  '/about_us/',
  '/homemade_ondemand/',
  '/privacy_policy/',
  '/{product}_marketplace/',
  '/terms_and_conditions/',
  '/delete_account/',
];

const asSpec = (specPath: string) => specPath.replace('{slug*}', '{slug}');
const layoutOf = (layout: string) => (layout === 'jara' ? '{product}' : layout);

describe('route table', () => {
  it('holds the main routes of the spec with their layouts (blank = default, /store = store)', () => {
    expect(MAIN_ROUTES.map((r) => [asSpec(r.specPath), layoutOf(r.layout)])).toEqual(
      SPEC_MAIN.map(([path, layout]) => [
        path,
        layout || (path === '/store' ? 'store' : 'default'),
      ]),
    );
  });

  it('holds every Kenya variant, /ke/gifting/gift in the lead layout', () => {
    expect(KENYA_ROUTES.map((r) => asSpec(r.specPath))).toEqual(SPEC_KENYA);
    expect(KENYA_ROUTES.find((r) => r.specPath === '/ke/gifting/gift')?.layout).toBe('lead');
  });

  it('holds the whole web-app area, in the web layout', () => {
    expect(WEB_APP_ROUTES.map((r) => r.specPath)).toEqual(SPEC_WEB_APP);
    expect(new Set(WEB_APP_ROUTES.map((r) => r.layout))).toEqual(new Set(['web']));
  });

  it('holds every alias, owned by the same remote and layout as the web-app screens', () => {
    expect(ALIAS_ROUTES.map((r) => r.specPath)).toEqual(SPEC_ALIASES);
    for (const alias of ALIAS_ROUTES)
      expect([alias.owner, alias.layout]).toEqual(['storefront', 'web']);
  });

  it('registers the legacy underscore paths as empty placeholders', () => {
    expect(LEGACY_ROUTES.map((r) => r.specPath)).toEqual(SPEC_LEGACY);
    for (const entry of LEGACY_ROUTES) expect(entry.page).toBe('legacy-placeholder');
  });

  it('uses only the layouts the spec lists, and the brand slug for {product}', () => {
    expect(LAYOUTS).toEqual([
      '404',
      'consulting',
      'default',
      'jara',
      'homemade',
      'lead',
      'store',
      'web',
    ]);
    for (const entry of ROUTE_TABLE) expect(LAYOUTS).toContain(entry.layout);
    expect(withBrand('/{product}-for-web')).toBe('/jara-for-web');
  });

  it('gives every shell route a page and every remote route none', () => {
    for (const entry of ROUTE_TABLE) {
      expect(entry.owner === 'shell').toBe(entry.page !== undefined);
    }
  });

  it('routes static segments before parameters, so /store/checkout is the checkout', () => {
    const routes = ROUTE_TABLE.map((entry) => ({ path: toRouterPath(entry.specPath), entry }));
    const ownerOf = (url: string) => matchRoutes(routes, url)?.at(-1)?.route.entry.owner;
    expect(ownerOf('/store/checkout')).toBe('checkout');
    expect(ownerOf('/store/abc-123')).toBe('storefront');
    expect(ownerOf('/blog/2024/10/jollof')).toBe('content');
    expect(ownerOf('/blog/quiz/food-iq')).toBe('content');
    expect(ownerOf('/stores/meals')).toBe('storefront');
    expect(ownerOf('/about_us/')).toBe('shell');
  });
});
