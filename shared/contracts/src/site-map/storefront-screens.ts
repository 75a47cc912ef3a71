/**
 * The marketplace's screens. The web-app area and its aliases reach the same screens (spec
 * section 2), so a screen is named once here whatever paths show it.
 */
import { BRAND } from '@jara/contracts/brand';

const N = BRAND.name;

export const STOREFRONT_SCREENS = {
  stores: {
    owner: 'storefront',
    title: 'Marketplace',
    description:
      'Browse restaurants, bukas, bakeries and grocers that deliver to you, see what is open now and order from several stores in one visit.',
  },
  store: {
    owner: 'storefront',
    title: 'Store',
    description: `See a store's menu, prices, opening hours and delivery fee, add dishes to your cart and check out in a few taps on the ${N} marketplace.`,
  },
  'store-list': {
    owner: 'storefront',
    title: 'Stores',
    description: `Every store on the ${N} marketplace in one list: restaurants, home kitchens, bakeries and shops, with ratings and the areas they deliver to.`,
  },
  wallet: {
    owner: 'storefront',
    title: 'Wallet',
    description: `Top up your ${N} wallet, pay for orders in one tap and see every credit, refund and payment in your wallet history, all in one place.`,
  },
  referral: {
    owner: 'storefront',
    title: 'Referral and rewards',
    description: `Invite friends to ${N} with your referral code, see your points and tier, and turn points or a gift card into discounts and wallet credit.`,
  },
  components: {
    owner: 'storefront',
    title: 'Components',
    description: `The building blocks of the ${N} web app shown together: buttons, cards, prices and forms, for the team that designs and builds the site.`,
  },
  'personal-info': {
    owner: 'storefront',
    title: 'Personal info',
    description: `Update the name, phone number and email address on your ${N} account, so riders can reach you and receipts arrive in the right inbox.`,
  },
  meals: {
    owner: 'storefront',
    title: 'Meals',
    description:
      'Find dishes rather than stores: rice, soups, grills and snacks from every kitchen near you, sorted by price, rating and delivery time.',
  },
  search: {
    owner: 'storefront',
    title: 'Search',
    description: `Search the ${N} marketplace for a dish, a store or a tag like vegan or breakfast, and see which kitchens near you can deliver it now.`,
  },
  curations: {
    owner: 'storefront',
    title: 'Curations',
    description: `Lists picked by the ${N} team: the best suya in Lagos, lunch under a budget, breakfast spots open early and other collections worth trying.`,
  },
  curation: {
    owner: 'storefront',
    title: 'Curation',
    description: `A collection of stores and dishes picked by the ${N} team around one theme, with the reasons we chose them and a way to order from each.`,
  },
  vouchers: {
    owner: 'storefront',
    title: 'Vouchers',
    description: `Exclusive ${N} vouchers for your country: what each discount gives, the smallest order it needs and the date it runs out, ready to use.`,
  },
  'category-search': {
    owner: 'storefront',
    title: 'Category search',
    description:
      'Search within marketplace categories such as groceries, pastries or local soups to find the stores that sell exactly what you need.',
  },
  category: {
    owner: 'storefront',
    title: 'Category',
    description: `Stores and dishes of one category on the ${N} marketplace, with what is open now, delivery fees and ratings from other customers.`,
  },
  location: {
    owner: 'storefront',
    title: 'Location',
    description: `Stores that deliver to one area, from Lekki and Yaba to Westlands, with their delivery times and fees, so you order from who is close.`,
  },
  'contact-us': {
    owner: 'storefront',
    title: 'Contact us',
    description: `Questions about an order, a refund or your account? Reach the ${N} support team by chat, phone or email, every day from 7am to 10pm.`,
  },
  'store-curations': {
    owner: 'storefront',
    title: 'Store curations',
    description:
      'Collections of stores grouped by theme, such as new kitchens, family favourites and late-night food, to help you decide what to order.',
  },
  favourites: {
    owner: 'storefront',
    title: 'Favourite stores',
    description: `The stores you marked as favourites on ${N}, in one list, so you can go back to the kitchens and shops you love in a single tap.`,
  },
  'address-book': {
    owner: 'storefront',
    title: 'Address book',
    description: `Save your home, office and other delivery addresses on ${N}, choose a default one and add directions that help the rider find you.`,
  },
  'top-rated': {
    owner: 'storefront',
    title: 'Top rated vendors',
    description: `The stores customers rate highest on the ${N} marketplace this month, ranked by reviews, on-time delivery and repeat orders.`,
  },
} as const;
