/**
 * Spec section 2, copied as written: every path with its layout. The site map must hold exactly
 * these, no more and no fewer. Multi-segment parameters are written `{slug*}` in the site map.
 */
import {
  ALIAS_ROUTES,
  KENYA_ROUTES,
  LAYOUTS,
  LEGACY_ROUTES,
  MAIN_ROUTES,
  SITE_ROUTES,
  WEB_APP_ROUTES,
} from './routes';
import { SCREENS } from './screens';

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

const asSpec = (path: string) => path.replace('{slug*}', '{slug}');
const layoutOf = (layout: string) => (layout === 'jara' ? '{product}' : layout);

const ownerOf = (route: { screen: keyof typeof SCREENS }) => SCREENS[route.screen].owner;

describe('site routes', () => {
  it('holds the main routes of the spec with their layouts (blank = default, /store = store)', () => {
    expect(MAIN_ROUTES.map((r) => [asSpec(r.path), layoutOf(r.layout)])).toEqual(
      SPEC_MAIN.map(([path, layout]) => [
        path,
        layout || (path === '/store' ? 'store' : 'default'),
      ]),
    );
  });

  it('holds every Kenya variant, /ke/gifting/gift in the lead layout', () => {
    expect(KENYA_ROUTES.map((r) => asSpec(r.path))).toEqual(SPEC_KENYA);
    expect(KENYA_ROUTES.find((r) => r.path === '/ke/gifting/gift')?.layout).toBe('lead');
  });

  it('holds the whole web-app area, in the web layout, owned by the storefront', () => {
    expect(WEB_APP_ROUTES.map((r) => r.path)).toEqual(SPEC_WEB_APP);
    for (const route of WEB_APP_ROUTES)
      expect([ownerOf(route), route.layout]).toEqual(['storefront', 'web']);
  });

  it('leads every alias to the screen of a web-app path, in the same layout', () => {
    expect(ALIAS_ROUTES.map((r) => r.path)).toEqual(SPEC_ALIASES);
    const webAppScreens = new Set(WEB_APP_ROUTES.map((r) => r.screen));
    for (const alias of ALIAS_ROUTES) {
      expect(webAppScreens.has(alias.screen)).toBe(true);
      expect(alias.layout).toBe('web');
    }
  });

  it('shows one screen at /stores/meals/{keywords} and the web-app category/{keywords}', () => {
    const screenAt = (path: string) => SITE_ROUTES.find((r) => r.path === path)?.screen;
    expect(screenAt('/stores/meals/{keywords}')).toBe('category');
    expect(screenAt('/{product}-for-web/marketplace/category/{keywords}')).toBe('category');
  });

  it('registers the legacy underscore paths as empty placeholders', () => {
    expect(LEGACY_ROUTES.map((r) => r.path)).toEqual(SPEC_LEGACY);
    for (const route of LEGACY_ROUTES) expect(route.screen).toBe('legacy-placeholder');
  });

  it('uses only the layouts the spec lists, with the brand slug as {product}', () => {
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
    for (const route of SITE_ROUTES) expect(LAYOUTS).toContain(route.layout);
  });

  it('has no path twice and no screen without a path', () => {
    const paths = SITE_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(SITE_ROUTES.map((r) => r.screen))).toEqual(new Set(Object.keys(SCREENS)));
  });
});
