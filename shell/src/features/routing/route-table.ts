/**
 * Every path of the site, as data: which layout frames it and who owns it (the shell or one of
 * the remotes). Paths are written as the spec writes them (`{product}`, `{param}`) so the table
 * can be read against spec section 2 line by line; `toRouterPath` turns them into router
 * patterns.
 */
import { BRAND } from '@jara/contracts/brand';
import type { RemoteName } from '@jara/contracts/remote-contract';
import type { ShellPageId } from './shell-page-id';

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

export type RouteOwner = 'shell' | RemoteName;

export interface RouteEntry {
  /** The path as the spec writes it; `{name*}` is a parameter that may span several segments. */
  specPath: string;
  layout: LayoutName;
  owner: RouteOwner;
  title: string;
  /** Which shell page renders it (shell-owned routes only). */
  page?: ShellPageId;
  /** Animate the change into this route with the View Transitions API. */
  transition?: boolean;
  /**
   * Keep this shell page alive (hidden, state intact) after the customer leaves it. Remote routes
   * need no flag: a remote's parcel stays mounted while the customer moves inside it.
   */
  keepAlive?: boolean;
}

const shell = (
  specPath: string,
  layout: LayoutName,
  page: ShellPageId,
  title: string,
  options: Pick<RouteEntry, 'transition' | 'keepAlive'> = {},
): RouteEntry => ({ specPath, layout, owner: 'shell', page, title, transition: true, ...options });

const remote = (
  owner: RemoteName,
  specPath: string,
  layout: LayoutName,
  title: string,
): RouteEntry => ({ specPath, layout, owner, title });

const legacy = (specPath: string): RouteEntry => ({
  specPath,
  layout: 'default',
  owner: 'shell',
  page: 'legacy-placeholder',
  title: '',
});

const web = (specPath: string, title: string) => remote('storefront', specPath, 'web', title);

const P = '{product}';

export const MAIN_ROUTES: RouteEntry[] = [
  shell('/chow', 'homemade', 'chow', 'Chow'),
  shell('/food', 'default', 'food', 'Food delivery'),
  // The home page is long; coming back to it finds it as it was left.
  shell('/', 'default', 'home', 'Home', { keepAlive: true }),
  shell('/signup', 'lead', 'signup', 'Sign up'),
  shell('/vendor', 'default', 'vendor', 'Become a vendor'),
  remote('plans', '/laundry', 'default', 'Laundry'),
  shell('/about-us', 'default', 'about-us', 'About us'),
  remote('plans', '/cleaning', 'default', 'Cleaning'),
  shell('/homemade', 'homemade', 'homemade', 'Homemade meals'),
  remote('content', '/blog', 'default', 'Blog'),
  remote('content', '/blog/{slug*}', 'default', 'Blog post'),
  remote('content', '/blog/quiz/{quiz}', 'default', 'Quiz'),
  remote('storefront', '/store', 'store', 'Stores'),
  remote('storefront', '/store/{id}', 'web', 'Store'),
  shell('/health/diet', 'lead', 'health-diet', 'Diet plans'),
  shell('/health', 'consulting', 'health', 'Health'),
  shell('/events', 'homemade', 'events', 'Events'),
  shell('/events/contact', BRAND.slug, 'events-contact', 'Plan an event'),
  shell('/gifting', 'default', 'gifting', 'Gifting'),
  shell('/gifting/gift', 'lead', 'gifting-gift', 'Send a gift'),
  shell('/delete-account', BRAND.slug, 'delete-account', 'Delete account'),
  shell('/privacy-policy', 'default', 'privacy-policy', 'Privacy policy'),
  shell('/terms-and-conditions', 'default', 'terms-and-conditions', 'Terms and conditions'),
  shell(`/${P}-marketplace`, 'default', 'marketplace', `${BRAND.name} Marketplace`),
  shell('/affiliate-program', 'homemade', 'affiliate-program', 'Affiliate program'),
  shell('/homemade-ondemand', 'homemade', 'homemade-ondemand', 'Homemade on demand'),
  shell('/sign-up-successful', 'lead', 'sign-up-successful', 'You are signed up'),
  remote('plans', '/subscription', 'default', 'Subscription'),
  shell('/marketplace-services', 'homemade', 'marketplace-services', 'Marketplace services'),
  remote('checkout', '/store/checkout', 'web', 'Checkout'),
  remote('checkout', '/store/checkout/pay-for-me', 'web', 'Pay for me'),
  shell(`/${P}-for-business`, 'default', 'business', `${BRAND.name} for Business`),
  shell(`/${P}-for-business/perks`, 'lead', 'business-perks', 'Business perks'),
  shell(
    `/${P}-for-business/refer-employer`,
    'lead',
    'business-refer-employer',
    'Refer your employer',
  ),
];

export const KENYA_ROUTES: RouteEntry[] = [
  shell('/ke', 'default', 'home', 'Home', { keepAlive: true }),
  shell('/ke/food', 'default', 'food', 'Food delivery'),
  shell('/ke/beauty', 'default', 'beauty', 'Beauty'),
  remote('plans', '/ke/laundry', 'default', 'Laundry'),
  shell('/ke/about-us', 'default', 'about-us', 'About us'),
  remote('plans', '/ke/cleaning', 'default', 'Cleaning'),
  remote('content', '/ke/blog', 'default', 'Blog'),
  remote('content', '/ke/blog/{slug*}', 'default', 'Blog post'),
  remote('content', '/ke/blog/quiz/{quiz}', 'default', 'Quiz'),
  shell('/ke/gifting', 'default', 'gifting', 'Gifting'),
  shell('/ke/gifting/gift', 'lead', 'gifting-gift', 'Send a gift'),
];

const W = `/${P}-for-web`;

export const WEB_APP_ROUTES: RouteEntry[] = [
  web(W, 'Marketplace'),
  web(`${W}/wallet`, 'Wallet'),
  web(`${W}/referral`, 'Referral'),
  web(`${W}/components`, 'Components'),
  web(`${W}/personal-info`, 'Personal info'),
  web(`${W}/marketplace/meals`, 'Meals'),
  web(`${W}/marketplace/search/{tag}`, 'Search'),
  web(`${W}/marketplace/search`, 'Search'),
  web(`${W}/marketplace/stores/{name}`, 'Store'),
  web(`${W}/marketplace/curations/{id}`, 'Curation'),
  web(`${W}/marketplace/vouchers`, 'Vouchers'),
  web(`${W}/marketplace/category/{name}`, 'Category'),
  web(`${W}/marketplace/category/search`, 'Category search'),
  web(`${W}/marketplace/curations`, 'Curations'),
  web(`${W}/marketplace/location/{name}`, 'Location'),
  web(`${W}/marketplace/contact-us`, 'Contact us'),
  web(`${W}/marketplace/stores/curations`, 'Store curations'),
  web(`${W}/marketplace/stores/favourites`, 'Favourite stores'),
  web(`${W}/marketplace/address-book`, 'Address book'),
  web(`${W}/marketplace/category/{keywords}`, 'Category'),
  web(`${W}/marketplace/stores/top-rated-vendors`, 'Top rated vendors'),
];

export const ALIAS_ROUTES: RouteEntry[] = [
  web('/stores', 'Marketplace'),
  web('/wallet', 'Wallet'),
  web('/marketplace/curations', 'Curations'),
  web('/marketplace/search', 'Search'),
  web('/marketplace/search/{tag}', 'Search'),
  web('/marketplace/curations/{id}', 'Curation'),
  web('/marketplace/stores/{name}', 'Store'),
  web('/stores/meals/{keywords}', 'Meals'),
  web('/marketplace/category/{name}', 'Category'),
  web('/marketplace/category/search', 'Category search'),
  web('/stores/{name}', 'Store'),
  web('/marketplace/address-book', 'Address book'),
  web('/marketplace/contact-us', 'Contact us'),
  web('/marketplace/stores/top-rated-vendors', 'Top rated vendors'),
  web('/marketplace/stores/curations', 'Store curations'),
  web('/marketplace/stores/favourites', 'Favourite stores'),
  web('/marketplace/voucher', 'Vouchers'),
  web('/stores/meals', 'Meals'),
  web('/marketplace/referral', 'Referral'),
];

export const LEGACY_ROUTES: RouteEntry[] = [
  legacy(`/${P}_for_business/`),
  legacy('/about_us/'),
  legacy('/homemade_ondemand/'),
  legacy('/privacy_policy/'),
  legacy(`/${P}_marketplace/`),
  legacy('/terms_and_conditions/'),
  legacy('/delete_account/'),
];

export const ROUTE_TABLE: RouteEntry[] = [
  ...MAIN_ROUTES,
  ...KENYA_ROUTES,
  ...WEB_APP_ROUTES,
  ...ALIAS_ROUTES,
  ...LEGACY_ROUTES,
];
