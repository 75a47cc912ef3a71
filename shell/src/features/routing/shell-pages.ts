/**
 * The shell's own pages, each its own lazy chunk so a visitor downloads only the page they open.
 * The page modules live in `src/pages/`, one file per screen of the site map the shell owns.
 */
import type { ComponentType } from 'react';
import type { ScreenIdOf } from '@jara/contracts/site-screens';

type PageModule = { default: ComponentType };

export type ShellPageId = ScreenIdOf<'shell'>;

export const SHELL_PAGES: Record<ShellPageId, () => Promise<PageModule>> = {
  home: () => import('../../pages/home-page'),
  food: () => import('../../pages/food-page'),
  chow: () => import('../../pages/chow-page'),
  signup: () => import('../../pages/signup-page'),
  vendor: () => import('../../pages/vendor-page'),
  'about-us': () => import('../../pages/about-us-page'),
  homemade: () => import('../../pages/homemade-page'),
  health: () => import('../../pages/health-page'),
  'health-diet': () => import('../../pages/health-diet-page'),
  events: () => import('../../pages/events-page'),
  'events-contact': () => import('../../pages/events-contact-page'),
  gifting: () => import('../../pages/gifting-page'),
  'gifting-gift': () => import('../../pages/gifting-gift-page'),
  'delete-account': () => import('../auth/delete-account-page'),
  'privacy-policy': () => import('../../pages/privacy-policy-page'),
  'terms-and-conditions': () => import('../../pages/terms-and-conditions-page'),
  marketplace: () => import('../../pages/marketplace-page'),
  'affiliate-program': () => import('../../pages/affiliate-program-page'),
  'homemade-ondemand': () => import('../../pages/homemade-ondemand-page'),
  'sign-up-successful': () => import('../../pages/sign-up-successful-page'),
  'marketplace-services': () => import('../../pages/marketplace-services-page'),
  business: () => import('../../pages/business-page'),
  'business-perks': () => import('../../pages/business-perks-page'),
  'business-refer-employer': () => import('../../pages/business-refer-employer-page'),
  beauty: () => import('../../pages/beauty-page'),
  'legacy-placeholder': () => import('../../pages/legacy-placeholder-page'),
};
