/**
 * The site's navigation as data: each link names a screen of the site map, so no menu, header,
 * sidebar or footer leads to a page that does not exist. Kenya navigation links to the /ke twin
 * where one exists, so a customer browsing in Kenya stays in Kenya.
 */
import { BRAND } from '@jara/contracts/brand';
import type { CountryCode } from '@jara/contracts/constants';
import { pathTo } from '@jara/contracts/site-paths';
import type { ScreenId } from '@jara/contracts/site-screens';

export interface NavLink {
  label: string;
  to: string;
}

type NavItem = [label: string, screen: ScreenId];

const navLinks = (items: NavItem[], country: CountryCode = 'NG'): NavLink[] =>
  items.map(([label, screen]) => ({ label, to: pathTo(screen, { country }) }));

export function mainNavigation(kenya: boolean): NavLink[] {
  return navLinks(
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
    links: navLinks([
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
      ...navLinks([
        ['About us', 'about-us'],
        [`${BRAND.name} for Business`, 'business'],
        ['Sell on the marketplace', 'vendor'],
        ['Affiliate program', 'affiliate-program'],
        ['Blog', 'blog'],
      ]),
      ...navLinks([['Kenya', 'home']], 'KE'),
    ],
  },
  {
    heading: 'Legal',
    links: navLinks([
      ['Privacy policy', 'privacy-policy'],
      ['Terms and conditions', 'terms-and-conditions'],
      ['Delete my account', 'delete-account'],
    ]),
  },
];

export const WEB_APP_NAVIGATION: NavLink[] = navLinks([
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

export const HEALTH_NAVIGATION: NavLink[] = navLinks([
  ['Health', 'health'],
  ['Diet plans', 'health-diet'],
  ['Food', 'food'],
  ['Blog', 'blog'],
]);

export const HOMEMADE_NAVIGATION: NavLink[] = navLinks([
  ['Chow', 'chow'],
  ['Homemade meals', 'homemade'],
  ['On demand', 'homemade-ondemand'],
  ['Events', 'events'],
  ['Marketplace services', 'marketplace-services'],
  ['Affiliates', 'affiliate-program'],
]);
