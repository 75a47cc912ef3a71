/**
 * The site's navigation as data: each link names a screen of the site map, and the list keeps
 * only the screens that are built, so no menu, header, sidebar or footer leads to an empty
 * page. Kenya navigation links to the /ke twin where one exists, so a customer browsing in Kenya
 * stays in Kenya.
 */
import { BRAND } from '@jara/contracts/brand';
import type { CountryCode } from '@jara/contracts/constants';
import { linkTo } from '@jara/contracts/site-paths';
import type { ScreenId } from '@jara/contracts/site-screens';

export interface NavLink {
  label: string;
  to: string;
}

type NavItem = [label: string, screen: ScreenId];

export function builtLinks(items: NavItem[], country: CountryCode = 'NG'): NavLink[] {
  return items.flatMap(([label, screen]) => {
    const to = linkTo(screen, { country });
    return to ? [{ label, to }] : [];
  });
}

export function mainNavigation(kenya: boolean): NavLink[] {
  return builtLinks(
    [
      ['Food', 'food'],
      ['Marketplace', 'stores'],
      ['Laundry', 'laundry'],
      ['Cleaning', 'cleaning'],
      kenya ? ['Beauty', 'beauty'] : ['Homemade', 'homemade'],
      ['Gifting', 'gifting'],
      ['Blog', 'blog'],
    ],
    kenya ? 'KE' : 'NG',
  );
}

export const FOOTER_COLUMNS: { heading: string; links: NavLink[] }[] = [
  {
    heading: 'Services',
    links: builtLinks([
      ['Food delivery', 'food'],
      ['Chow homemade meals', 'chow'],
      ['Laundry', 'laundry'],
      ['Cleaning', 'cleaning'],
      ['Health and diet', 'health'],
      ['Gifting and events', 'gifting'],
    ]),
  },
  {
    heading: 'Company',
    links: [
      ...builtLinks([
        ['About us', 'about-us'],
        [`${BRAND.name} for Business`, 'business'],
        ['Sell on the marketplace', 'vendor'],
        ['Affiliate program', 'affiliate-program'],
        ['Blog', 'blog'],
      ]),
      ...builtLinks([['Kenya', 'home']], 'KE'),
    ],
  },
  {
    heading: 'Legal',
    links: builtLinks([
      ['Privacy policy', 'privacy-policy'],
      ['Terms and conditions', 'terms-and-conditions'],
      ['Delete my account', 'delete-account'],
    ]),
  },
];

export const WEB_APP_NAVIGATION: NavLink[] = builtLinks([
  ['Marketplace', 'stores'],
  ['Meals', 'meals'],
  ['Search', 'search'],
  ['Curations', 'curations'],
  ['Top rated', 'top-rated'],
  ['Favourites', 'favourites'],
  ['Vouchers', 'vouchers'],
  ['Wallet', 'wallet'],
  ['Referral', 'referral'],
  ['Address book', 'address-book'],
  ['Personal info', 'personal-info'],
  ['Contact us', 'contact-us'],
]);

export const HEALTH_NAVIGATION: NavLink[] = builtLinks([
  ['Health', 'health'],
  ['Diet plans', 'health-diet'],
  ['Food', 'food'],
  ['Blog', 'blog'],
]);

export const HOMEMADE_NAVIGATION: NavLink[] = builtLinks([
  ['Chow', 'chow'],
  ['Homemade meals', 'homemade'],
  ['On demand', 'homemade-ondemand'],
  ['Events', 'events'],
  ['Marketplace services', 'marketplace-services'],
  ['Affiliates', 'affiliate-program'],
]);
