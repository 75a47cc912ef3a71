/**
 * The storefront's screens and every URL that shows each one: the web-app area and its aliases
 * reach the same screens (spec section 2).
 */
import { BRAND } from '@jara/contracts/brand';
import type { Screen } from '@jara/parcel/remote-routes';
import { HomeScreen } from '../screens/home/home-screen';
import { StoreScreen } from '../screens/store/store-screen';

const W = `/${BRAND.slug}-for-web`;
const M = `${W}/marketplace`;

export const STOREFRONT_SCREENS: Screen[] = [
  { id: 'home', title: 'Marketplace', paths: [W, '/stores'], Component: HomeScreen },
  { id: 'store-list', title: 'Stores', paths: ['/store'] },
  {
    id: 'store',
    title: 'Store',
    paths: ['/store/:id', `${M}/stores/:name`, '/marketplace/stores/:name', '/stores/:name'],
    Component: StoreScreen,
  },
  { id: 'wallet', title: 'Wallet', paths: [`${W}/wallet`, '/wallet'] },
  { id: 'referral', title: 'Referral', paths: [`${W}/referral`, '/marketplace/referral'] },
  { id: 'components', title: 'Components', paths: [`${W}/components`] },
  { id: 'personal-info', title: 'Personal info', paths: [`${W}/personal-info`] },
  { id: 'meals', title: 'Meals', paths: [`${M}/meals`, '/stores/meals'] },
  {
    id: 'search',
    title: 'Search',
    paths: [`${M}/search`, '/marketplace/search', `${M}/search/:tag`, '/marketplace/search/:tag'],
  },
  { id: 'curations', title: 'Curations', paths: [`${M}/curations`, '/marketplace/curations'] },
  {
    id: 'curation',
    title: 'Curation',
    paths: [`${M}/curations/:id`, '/marketplace/curations/:id'],
  },
  { id: 'vouchers', title: 'Vouchers', paths: [`${M}/vouchers`, '/marketplace/voucher'] },
  {
    id: 'category-search',
    title: 'Category search',
    paths: [`${M}/category/search`, '/marketplace/category/search'],
  },
  {
    id: 'category',
    title: 'Category',
    paths: [`${M}/category/:name`, '/marketplace/category/:name', '/stores/meals/:keywords'],
  },
  { id: 'location', title: 'Location', paths: [`${M}/location/:name`] },
  { id: 'contact-us', title: 'Contact us', paths: [`${M}/contact-us`, '/marketplace/contact-us'] },
  {
    id: 'store-curations',
    title: 'Store curations',
    paths: [`${M}/stores/curations`, '/marketplace/stores/curations'],
  },
  {
    id: 'favourites',
    title: 'Favourite stores',
    paths: [`${M}/stores/favourites`, '/marketplace/stores/favourites'],
  },
  {
    id: 'address-book',
    title: 'Address book',
    paths: [`${M}/address-book`, '/marketplace/address-book'],
  },
  {
    id: 'top-rated',
    title: 'Top rated vendors',
    paths: [`${M}/stores/top-rated-vendors`, '/marketplace/stores/top-rated-vendors'],
  },
];
