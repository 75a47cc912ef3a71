/**
 * Every path of the site, written here and nowhere else, as the spec writes it (`{product}`,
 * `{param}`; `{name*}` spans several segments), in spec section 2's order so the lists read
 * against it line by line. Each path names its layout and the screen it shows; aliases name the
 * screen of their web-app twin, Kenyan variants the screen of their Nigerian twin.
 */
import { BRAND } from '@jara/contracts/brand';
import type { ScreenId } from './screens';

export const LAYOUTS = [
  '404',
  'consulting',
  'default',
  BRAND.slug,
  'homemade',
  'lead',
  'store',
  'web',
] as const;
export type LayoutName = (typeof LAYOUTS)[number];

export interface SiteRoute {
  path: string;
  screen: ScreenId;
  layout: LayoutName;
  /** The path the site links to when a screen has several outside Kenya. */
  linked?: true;
}

const at = (path: string, screen: ScreenId, layout: LayoutName = 'default'): SiteRoute => ({
  path,
  screen,
  layout,
});
const web = (path: string, screen: ScreenId) => at(path, screen, 'web');
const linked = (route: SiteRoute): SiteRoute => ({ ...route, linked: true });

const P = '{product}';
const W = `/${P}-for-web`;

export const MAIN_ROUTES: SiteRoute[] = [
  at('/chow', 'chow', 'homemade'),
  at('/food', 'food'),
  at('/', 'home'),
  at('/signup', 'signup', 'lead'),
  at('/vendor', 'vendor'),
  at('/laundry', 'laundry'),
  at('/about-us', 'about-us'),
  at('/cleaning', 'cleaning'),
  at('/homemade', 'homemade', 'homemade'),
  at('/blog', 'blog'),
  at('/blog/{slug*}', 'post'),
  at('/blog/quiz/{quiz}', 'quiz'),
  at('/store', 'store-list', 'store'),
  web('/store/{id}', 'store'),
  at('/health/diet', 'health-diet', 'lead'),
  at('/health', 'health', 'consulting'),
  at('/events', 'events', 'homemade'),
  at('/events/contact', 'events-contact', BRAND.slug),
  at('/gifting', 'gifting'),
  at('/gifting/gift', 'gifting-gift', 'lead'),
  at('/delete-account', 'delete-account', BRAND.slug),
  at('/privacy-policy', 'privacy-policy'),
  at('/terms-and-conditions', 'terms-and-conditions'),
  at(`/${P}-marketplace`, 'marketplace'),
  at('/affiliate-program', 'affiliate-program', 'homemade'),
  at('/homemade-ondemand', 'homemade-ondemand', 'homemade'),
  at('/sign-up-successful', 'sign-up-successful', 'lead'),
  at('/subscription', 'subscription'),
  at('/marketplace-services', 'marketplace-services', 'homemade'),
  web('/store/checkout', 'checkout'),
  web('/store/checkout/pay-for-me', 'pay-for-me'),
  at(`/${P}-for-business`, 'business'),
  at(`/${P}-for-business/perks`, 'business-perks', 'lead'),
  at(`/${P}-for-business/refer-employer`, 'business-refer-employer', 'lead'),
];

export const KENYA_ROUTES: SiteRoute[] = [
  at('/ke', 'home'),
  at('/ke/food', 'food'),
  at('/ke/beauty', 'beauty'),
  at('/ke/laundry', 'laundry'),
  at('/ke/about-us', 'about-us'),
  at('/ke/cleaning', 'cleaning'),
  at('/ke/blog', 'blog'),
  at('/ke/blog/{slug*}', 'post'),
  at('/ke/blog/quiz/{quiz}', 'quiz'),
  at('/ke/gifting', 'gifting'),
  at('/ke/gifting/gift', 'gifting-gift', 'lead'),
];

export const WEB_APP_ROUTES: SiteRoute[] = [
  web(W, 'stores'),
  web(`${W}/wallet`, 'wallet'),
  web(`${W}/referral`, 'referral'),
  web(`${W}/components`, 'components'),
  web(`${W}/personal-info`, 'personal-info'),
  web(`${W}/marketplace/meals`, 'meals'),
  web(`${W}/marketplace/search/{tag}`, 'search'),
  web(`${W}/marketplace/search`, 'search'),
  web(`${W}/marketplace/stores/{name}`, 'store'),
  web(`${W}/marketplace/curations/{id}`, 'curation'),
  web(`${W}/marketplace/vouchers`, 'vouchers'),
  web(`${W}/marketplace/category/{name}`, 'category'),
  web(`${W}/marketplace/category/search`, 'category-search'),
  web(`${W}/marketplace/curations`, 'curations'),
  web(`${W}/marketplace/location/{name}`, 'location'),
  web(`${W}/marketplace/contact-us`, 'contact-us'),
  web(`${W}/marketplace/stores/curations`, 'store-curations'),
  web(`${W}/marketplace/stores/favourites`, 'favourites'),
  web(`${W}/marketplace/address-book`, 'address-book'),
  web(`${W}/marketplace/category/{keywords}`, 'category'),
  web(`${W}/marketplace/stores/top-rated-vendors`, 'top-rated'),
];

export const ALIAS_ROUTES: SiteRoute[] = [
  linked(web('/stores', 'stores')),
  linked(web('/wallet', 'wallet')),
  linked(web('/marketplace/curations', 'curations')),
  linked(web('/marketplace/search', 'search')),
  linked(web('/marketplace/search/{tag}', 'search')),
  linked(web('/marketplace/curations/{id}', 'curation')),
  web('/marketplace/stores/{name}', 'store'),
  linked(web('/stores/meals/{keywords}', 'category')),
  linked(web('/marketplace/category/{name}', 'category')),
  linked(web('/marketplace/category/search', 'category-search')),
  linked(web('/stores/{name}', 'store')),
  linked(web('/marketplace/address-book', 'address-book')),
  linked(web('/marketplace/contact-us', 'contact-us')),
  linked(web('/marketplace/stores/top-rated-vendors', 'top-rated')),
  linked(web('/marketplace/stores/curations', 'store-curations')),
  linked(web('/marketplace/stores/favourites', 'favourites')),
  linked(web('/marketplace/voucher', 'vouchers')),
  linked(web('/stores/meals', 'meals')),
  linked(web('/marketplace/referral', 'referral')),
];

export const LEGACY_ROUTES: SiteRoute[] = [
  `/${P}_for_business/`,
  '/about_us/',
  '/homemade_ondemand/',
  '/privacy_policy/',
  `/${P}_marketplace/`,
  '/terms_and_conditions/',
  '/delete_account/',
].map((path) => at(path, 'legacy-placeholder'));

export const SITE_ROUTES: SiteRoute[] = [
  ...MAIN_ROUTES,
  ...KENYA_ROUTES,
  ...WEB_APP_ROUTES,
  ...ALIAS_ROUTES,
  ...LEGACY_ROUTES,
];
