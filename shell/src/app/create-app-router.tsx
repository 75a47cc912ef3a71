/**
 * The app's router, and what follows it: single-spa hearing every pushState (so every remote's
 * router does), the page's country following its path, and on a prerendered page the swap to
 * the live page once it is ready (with what the customer did meanwhile done again there).
 */
import { createBrowserRouter } from 'react-router-dom';
import { start as startSingleSpa } from 'single-spa';
import { bus } from '@jara/bus';
import type { RuntimeConfig } from '@jara/contracts/runtime-config';
import { followPageCountry } from '../features/location/follow-page-country';
import { swapWhenReady } from '../features/prerender/prerendered-page';
import { createAppRoutes } from '../features/routing/app-routes';
import { AppRoot } from './app-root';

export function createAppRouter(
  config: RuntimeConfig,
  replayInteractions: (live: Element) => void,
) {
  startSingleSpa({ urlRerouteOnly: true });
  const router = createBrowserRouter(createAppRoutes(<AppRoot config={config} />));
  followPageCountry(router);
  swapWhenReady(router, bus, replayInteractions);
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
