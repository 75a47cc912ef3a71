/**
 * The tour is offered on a device's first visit to the marketplace home (/stores and
 * /{product}-for-web show the same screen), whoever is visiting, signed in or not.
 */
import { findRouteEntry } from '../routing/find-route-entry';

const TOUR_HOME_SCREEN = 'stores';

export function isFirstVisit(pathname: string, seen: boolean): boolean {
  return !seen && findRouteEntry(pathname)?.screen === TOUR_HOME_SCREEN;
}
