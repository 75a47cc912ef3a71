/**
 * Server renders read a zustand store's initial state (its `getServerSnapshot`), so the header's
 * country switch would say Nigeria on a /ke page. While one page renders, the location store's
 * initial state carries the page's country, as the live app's `followPageCountry` puts it in
 * effect (a page that follows the customer's choice renders with the default one).
 * Renders run one at a time: the store is a module singleton.
 */
import { locationStore } from '@jara/state/location-store';
import { pageCountryOf } from '../features/location/page-country';

let queue: Promise<unknown> = Promise.resolve();

export function withPathCountry<T>(path: string, render: () => Promise<T>): Promise<T> {
  const run = queue.then(async () => {
    const initial = locationStore.getInitialState;
    const pageCountry = pageCountryOf(path);
    locationStore.getInitialState = () => ({
      ...initial(),
      pageCountry,
      country: pageCountry ?? initial().chosenCountry,
    });
    try {
      return await render();
    } finally {
      locationStore.getInitialState = initial;
    }
  });
  queue = run.catch(() => undefined);
  return run;
}
