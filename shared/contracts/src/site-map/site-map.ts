/**
 * The site map: every route of `routes.ts` with what its screen says about itself, and its twin
 * in the other country (a page under /ke and the Nigerian page that shows the same screen). The
 * shell's router, the remotes' routers, navigation, preloads and the document head read this.
 */
import {
  KENYA_ROUTES,
  MAIN_ROUTES,
  SITE_ROUTES,
  type LayoutName,
  type SiteRoute,
} from '@jara/contracts/site-routes';
import type { ScreenOwner } from './screen-spec';
import { SCREENS, type ScreenId, type ScreenIdOf } from '@jara/contracts/site-screens';

export interface SiteMapEntry {
  /** As the spec writes it: `{product}`, `{param}`, `{name*}` for several segments. */
  path: string;
  screen: ScreenId;
  layout: LayoutName;
  owner: ScreenOwner;
  title: string;
  description: string;
  /** The same screen's path in Kenya (on a Nigerian page) or in Nigeria (on a /ke page). */
  twin?: string;
  linked: boolean;
  /** Whether search engines should list it: the sitemap and the `robots` meta follow this. */
  indexable: boolean;
}

/**
 * Screens that only make sense to a signed-in customer, or mid-flow: never in the sitemap, and
 * their head asks search engines to leave them out.
 */
export const UNINDEXED_SCREENS: readonly ScreenId[] = [
  'wallet',
  'referral',
  'components',
  'personal-info',
  'vouchers',
  'address-book',
  'favourites',
  'checkout',
  'pay-for-me',
  'delete-account',
  'sign-up-successful',
  'legacy-placeholder',
];

const twinOf = (route: SiteRoute): string | undefined => {
  const others = KENYA_ROUTES.includes(route)
    ? MAIN_ROUTES
    : MAIN_ROUTES.includes(route)
      ? KENYA_ROUTES
      : [];
  return others.find((other) => other.screen === route.screen)?.path;
};

export const SITE_MAP: SiteMapEntry[] = SITE_ROUTES.map((route) => {
  const twin = twinOf(route);
  return {
    path: route.path,
    screen: route.screen,
    layout: route.layout,
    ...SCREENS[route.screen],
    ...(twin ? { twin } : {}),
    linked: route.linked === true,
    indexable: !UNINDEXED_SCREENS.includes(route.screen),
  };
});

/** An owner's entries, each naming one of the owner's screens. */
export function siteMapOf<O extends ScreenOwner>(
  owner: O,
): (SiteMapEntry & { screen: ScreenIdOf<O> })[] {
  return SITE_MAP.filter(
    (entry): entry is SiteMapEntry & { screen: ScreenIdOf<O> } => entry.owner === owner,
  );
}
