/**
 * The paths site pages link to, derived from the brand so a rebrand renames every link. Pages
 * with a Kenyan variant get the /ke prefix in Kenya, so a customer browsing there stays there.
 */
import { BRAND } from '@jara/contracts/brand';
import type { CountryCode } from '@jara/contracts/constants';

export const PATHS = {
  home: '/',
  food: '/food',
  chow: '/chow',
  homemade: '/homemade',
  homemadeOnDemand: '/homemade-ondemand',
  laundry: '/laundry',
  cleaning: '/cleaning',
  subscription: '/subscription',
  stores: '/stores',
  meals: '/stores/meals',
  contactUs: '/marketplace/contact-us',
  blog: '/blog',
  gifting: '/gifting',
  giftingGift: '/gifting/gift',
  health: '/health',
  healthDiet: '/health/diet',
  events: '/events',
  eventsContact: '/events/contact',
  signup: '/signup',
  signUpSuccessful: '/sign-up-successful',
  vendor: '/vendor',
  aboutUs: '/about-us',
  beauty: '/ke/beauty',
  marketplace: `/${BRAND.slug}-marketplace`,
  marketplaceServices: '/marketplace-services',
  business: `/${BRAND.slug}-for-business`,
  businessPerks: `/${BRAND.slug}-for-business/perks`,
  businessReferEmployer: `/${BRAND.slug}-for-business/refer-employer`,
  affiliate: '/affiliate-program',
  privacy: '/privacy-policy',
  terms: '/terms-and-conditions',
  deleteAccount: '/delete-account',
} as const;

const HAS_KENYAN_VARIANT = new Set<string>([
  PATHS.home,
  PATHS.food,
  PATHS.laundry,
  PATHS.aboutUs,
  PATHS.cleaning,
  PATHS.blog,
  PATHS.gifting,
  PATHS.giftingGift,
]);

export function localPath(path: string, country: CountryCode): string {
  if (country !== 'KE' || !HAS_KENYAN_VARIANT.has(path)) return path;
  return path === PATHS.home ? '/ke' : `/ke${path}`;
}

/** The signup form, with the service the customer came for already chosen. */
export function signupFor(service: string): string {
  return `${PATHS.signup}?service=${encodeURIComponent(service)}`;
}
