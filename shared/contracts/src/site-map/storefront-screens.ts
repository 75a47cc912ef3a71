/**
 * The marketplace's screens. The web-app area and its aliases reach the same screens (spec
 * section 2), so a screen is named once here whatever paths show it.
 */
import { BRAND } from '@jara/contracts/brand';
import { built } from '@jara/contracts/screen-spec';

const N = BRAND.name;

export const STOREFRONT_SCREENS = {
  stores: built(
    'storefront',
    'Marketplace',
    'Browse restaurants, bukas, bakeries and grocers that deliver to you, see what is open now and order from several stores in one visit.',
  ),
  store: built(
    'storefront',
    'Store',
    `See a store's menu, prices, opening hours and delivery fee, add dishes to your cart and check out in a few taps on the ${N} marketplace.`,
  ),
  'store-list': built(
    'storefront',
    'Stores',
    `Every store on the ${N} marketplace in one list: restaurants, home kitchens, bakeries and shops, with ratings and the areas they deliver to.`,
  ),
  wallet: built(
    'storefront',
    'Wallet',
    `Top up your ${N} wallet, pay for orders in one tap and see every credit, refund and payment in your wallet history, all in one place.`,
  ),
  referral: built(
    'storefront',
    'Referral and rewards',
    `Invite friends to ${N} with your referral code, see your points and tier, and turn points or a gift card into discounts and wallet credit.`,
  ),
  components: built(
    'storefront',
    'Components',
    `The building blocks of the ${N} web app shown together: buttons, cards, prices and forms, for the team that designs and builds the site.`,
  ),
  'personal-info': built(
    'storefront',
    'Personal info',
    `Update the name, phone number and email address on your ${N} account, so riders can reach you and receipts arrive in the right inbox.`,
  ),
  meals: built(
    'storefront',
    'Meals',
    'Find dishes rather than stores: rice, soups, grills and snacks from every kitchen near you, sorted by price, rating and delivery time.',
  ),
  search: built(
    'storefront',
    'Search',
    `Search the ${N} marketplace for a dish, a store or a tag like vegan or breakfast, and see which kitchens near you can deliver it now.`,
  ),
  curations: built(
    'storefront',
    'Curations',
    `Lists picked by the ${N} team: the best suya in Lagos, lunch under a budget, breakfast spots open early and other collections worth trying.`,
  ),
  curation: built(
    'storefront',
    'Curation',
    `A collection of stores and dishes picked by the ${N} team around one theme, with the reasons we chose them and a way to order from each.`,
  ),
  vouchers: built(
    'storefront',
    'Vouchers',
    `Exclusive ${N} vouchers for your country: what each discount gives, the smallest order it needs and the date it runs out, ready to use.`,
  ),
  'category-search': built(
    'storefront',
    'Category search',
    'Search within marketplace categories such as groceries, pastries or local soups to find the stores that sell exactly what you need.',
  ),
  category: built(
    'storefront',
    'Category',
    `Stores and dishes of one category on the ${N} marketplace, with what is open now, delivery fees and ratings from other customers.`,
  ),
  location: built(
    'storefront',
    'Location',
    `Stores that deliver to one area, from Lekki and Yaba to Westlands, with their delivery times and fees, so you order from who is close.`,
  ),
  'contact-us': built(
    'storefront',
    'Contact us',
    `Questions about an order, a refund or your account? Reach the ${N} support team by chat, phone or email, every day from 7am to 10pm.`,
  ),
  'store-curations': built(
    'storefront',
    'Store curations',
    'Collections of stores grouped by theme, such as new kitchens, family favourites and late-night food, to help you decide what to order.',
  ),
  favourites: built(
    'storefront',
    'Favourite stores',
    `The stores you marked as favourites on ${N}, in one list, so you can go back to the kitchens and shops you love in a single tap.`,
  ),
  'address-book': built(
    'storefront',
    'Address book',
    `Save your home, office and other delivery addresses on ${N}, choose a default one and add directions that help the rider find you.`,
  ),
  'top-rated': built(
    'storefront',
    'Top rated vendors',
    `The stores customers rate highest on the ${N} marketplace this month, ranked by reviews, on-time delivery and repeat orders.`,
  ),
} as const;
