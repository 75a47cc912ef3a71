/**
 * Server renders read a zustand store's initial state (its `getServerSnapshot`), so the header's
 * country switch would say Nigeria on a /ke page. While one page renders, the location store's
 * initial state carries the path's country, as the live app's `useKenyaPathCountry` makes it.
 * Renders run one at a time: the store is a module singleton.
 */
import { countryOfPath } from '@jara/contracts/kenya-path';
import { locationStore } from '@jara/state/location-store';

let queue: Promise<unknown> = Promise.resolve();

export function withPathCountry<T>(path: string, render: () => Promise<T>): Promise<T> {
  const run = queue.then(async () => {
    const initial = locationStore.getInitialState;
    const country = countryOfPath(path);
    locationStore.getInitialState = () => ({ ...initial(), country });
    try {
      return await render();
    } finally {
      locationStore.getInitialState = initial;
    }
  });
  queue = run.catch(() => undefined);
  return run;
}
