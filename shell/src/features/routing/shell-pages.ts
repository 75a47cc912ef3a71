/**
 * The shell's own pages, each its own lazy chunk so a visitor downloads only the page they open.
 * The page modules live in `src/pages/`, one file per screen of the site map the shell owns.
 * Each chunk is named `page-<id>`: the build's CSS manifest lists its CSS under that name, and a
 * prerendered page links exactly that CSS.
 */
import type { ComponentType } from 'react';
import type { ScreenIdOf } from '@jara/contracts/site-screens';

type PageModule = { default: ComponentType };

export type ShellPageId = ScreenIdOf<'shell'>;

export const SHELL_PAGES: Record<ShellPageId, () => Promise<PageModule>> = {
  home: () => import(/* webpackChunkName: "page-home" */ '../../pages/home-page'),
  food: () => import(/* webpackChunkName: "page-food" */ '../../pages/food-page'),
  chow: () => import(/* webpackChunkName: "page-chow" */ '../../pages/chow-page'),
  signup: () => import(/* webpackChunkName: "page-signup" */ '../../pages/signup-page'),
  vendor: () => import(/* webpackChunkName: "page-vendor" */ '../../pages/vendor-page'),
  'about-us': () => import(/* webpackChunkName: "page-about-us" */ '../../pages/about-us-page'),
  homemade: () => import(/* webpackChunkName: "page-homemade" */ '../../pages/homemade-page'),
  health: () => import(/* webpackChunkName: "page-health" */ '../../pages/health-page'),
  'health-diet': () =>
    import(/* webpackChunkName: "page-health-diet" */ '../../pages/health-diet-page'),
  events: () => import(/* webpackChunkName: "page-events" */ '../../pages/events-page'),
  'events-contact': () =>
    import(/* webpackChunkName: "page-events-contact" */ '../../pages/events-contact-page'),
  gifting: () => import(/* webpackChunkName: "page-gifting" */ '../../pages/gifting-page'),
  'gifting-gift': () =>
    import(/* webpackChunkName: "page-gifting-gift" */ '../../pages/gifting-gift-page'),
  'delete-account': () =>
    import(/* webpackChunkName: "page-delete-account" */ '../auth/delete-account-page'),
  'privacy-policy': () =>
    import(/* webpackChunkName: "page-privacy-policy" */ '../../pages/privacy-policy-page'),
  'terms-and-conditions': () =>
    import(
      /* webpackChunkName: "page-terms-and-conditions" */ '../../pages/terms-and-conditions-page'
    ),
  marketplace: () =>
    import(/* webpackChunkName: "page-marketplace" */ '../../pages/marketplace-page'),
  'affiliate-program': () =>
    import(/* webpackChunkName: "page-affiliate-program" */ '../../pages/affiliate-program-page'),
  'homemade-ondemand': () =>
    import(/* webpackChunkName: "page-homemade-ondemand" */ '../../pages/homemade-ondemand-page'),
  'marketplace-services': () =>
    import(
      /* webpackChunkName: "page-marketplace-services" */ '../../pages/marketplace-services-page'
    ),
  business: () => import(/* webpackChunkName: "page-business" */ '../../pages/business-page'),
  'business-perks': () =>
    import(/* webpackChunkName: "page-business-perks" */ '../../pages/business-perks-page'),
  'business-refer-employer': () =>
    import(
      /* webpackChunkName: "page-business-refer-employer" */ '../../pages/business-refer-employer-page'
    ),
  beauty: () => import(/* webpackChunkName: "page-beauty" */ '../../pages/beauty-page'),
  'legacy-placeholder': () =>
    import(/* webpackChunkName: "page-legacy-placeholder" */ '../../pages/legacy-placeholder-page'),
};
