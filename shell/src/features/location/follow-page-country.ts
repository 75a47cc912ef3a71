/**
 * Keeps the country in effect in step with the page, from the router itself: before any route
 * renders (the first one included), so no remote ever starts a call, or keys a cached answer,
 * with the country of the page before. A page that belongs to a country is shown in it and noted
 * as read; the customer's choice is left alone (see page-country).
 */
import { locationStore } from '@jara/state/location-store';
import { pageCountryOf } from './page-country';
import { readingCountryStore } from './reading-country-store';

interface RouterLike {
  state: { location: { pathname: string } };
  subscribe(listener: (state: { location: { pathname: string } }) => void): () => void;
}

function follow(pathname: string): void {
  const country = pageCountryOf(pathname);
  locationStore.getState().setPageCountry(country);
  if (country) readingCountryStore.getState().noteReading(country);
}

export function followPageCountry(router: RouterLike): () => void {
  follow(router.state.location.pathname);
  return router.subscribe(({ location }) => follow(location.pathname));
}
