/**
 * The shell's route table: the site map with what only the shell decides about a route, how
 * the change into it is animated and whether its page is kept alive after the customer leaves.
 */
import { SITE_MAP, type SiteMapEntry } from '@jara/contracts/site-map';
import type { ScreenId } from '@jara/contracts/site-screens';

export interface RouteEntry extends SiteMapEntry {
  /** Animate the change into this route with the View Transitions API (shell pages). */
  transition: boolean;
  /**
   * Keep this shell page alive (hidden, state intact) after the customer leaves it. Remote routes
   * need no flag: a remote's parcel stays mounted while the customer moves inside it.
   */
  keepAlive: boolean;
}

// The home page is long; coming back to it finds it as it was left.
const KEPT_ALIVE = new Set<ScreenId>(['home']);

export const ROUTE_TABLE: RouteEntry[] = SITE_MAP.map((entry) => ({
  ...entry,
  transition: entry.owner === 'shell',
  keepAlive: KEPT_ALIVE.has(entry.screen),
}));
