/**
 * The site's navigation as data. Kenya pages link to their /ke variants where one exists, so a
 * customer browsing in Kenya stays in Kenya.
 */
import { BRAND } from '@jara/contracts/brand';

export interface NavLink {
  label: string;
  to: string;
}

export function mainNavigation(kenya: boolean): NavLink[] {
  const ke = (path: string) => (kenya ? `/ke${path}` : path);
  return [
    { label: 'Food', to: ke('/food') },
    { label: 'Marketplace', to: '/stores' },
    { label: 'Laundry', to: ke('/laundry') },
    { label: 'Cleaning', to: ke('/cleaning') },
    kenya ? { label: 'Beauty', to: '/ke/beauty' } : { label: 'Homemade', to: '/homemade' },
    { label: 'Gifting', to: ke('/gifting') },
    { label: 'Blog', to: ke('/blog') },
  ];
}

export const FOOTER_COLUMNS: { heading: string; links: NavLink[] }[] = [
  {
    heading: 'Services',
    links: [
      { label: 'Food delivery', to: '/food' },
      { label: 'Chow homemade meals', to: '/chow' },
      { label: 'Laundry', to: '/laundry' },
      { label: 'Cleaning', to: '/cleaning' },
      { label: 'Health and diet', to: '/health' },
      { label: 'Gifting and events', to: '/gifting' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { label: 'About us', to: '/about-us' },
      { label: `${BRAND.name} for Business`, to: `/${BRAND.slug}-for-business` },
      { label: 'Sell on the marketplace', to: '/vendor' },
      { label: 'Affiliate program', to: '/affiliate-program' },
      { label: 'Blog', to: '/blog' },
      { label: 'Kenya', to: '/ke' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Privacy policy', to: '/privacy-policy' },
      { label: 'Terms and conditions', to: '/terms-and-conditions' },
      { label: 'Delete my account', to: '/delete-account' },
    ],
  },
];

export const WEB_APP_NAVIGATION: NavLink[] = [
  { label: 'Marketplace', to: '/stores' },
  { label: 'Meals', to: '/stores/meals' },
  { label: 'Search', to: '/marketplace/search' },
  { label: 'Curations', to: '/marketplace/curations' },
  { label: 'Top rated', to: '/marketplace/stores/top-rated-vendors' },
  { label: 'Favourites', to: '/marketplace/stores/favourites' },
  { label: 'Vouchers', to: '/marketplace/voucher' },
  { label: 'Wallet', to: '/wallet' },
  { label: 'Referral', to: '/marketplace/referral' },
  { label: 'Address book', to: '/marketplace/address-book' },
  { label: 'Personal info', to: `/${BRAND.slug}-for-web/personal-info` },
  { label: 'Contact us', to: '/marketplace/contact-us' },
];
