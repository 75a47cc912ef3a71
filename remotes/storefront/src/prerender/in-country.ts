/**
 * The publish reads each country's catalogue in turn. The API scopes a list by the `location`
 * header, which every call takes from the location store's country in effect, so a country's
 * reads run with that country in effect, one country at a time (the store is a module singleton).
 * Rendering never sees it: a server render reads the store's initial state, a visitor's.
 */
import type { CountryCode } from '@jara/contracts/constants';
import { locationStore } from '@jara/state/location-store';

let queue: Promise<unknown> = Promise.resolve();

export function inCountry<T>(country: CountryCode, work: () => Promise<T>): Promise<T> {
  const run = queue.then(async () => {
    const before = locationStore.getState().country;
    locationStore.setState({ country });
    try {
      return await work();
    } finally {
      locationStore.setState({ country: before });
    }
  });
  queue = run.catch(() => undefined);
  return run;
}
