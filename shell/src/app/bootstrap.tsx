/**
 * Starts the site: reads the runtime config and the remote registry, chooses each remote's
 * release for this device (stable, canary or a tester's pin), registers them with the federation
 * runtime, starts single-spa so every router hears every pushState, and renders.
 * Any failure before the first render shows the boot error screen. On a prerendered page the app
 * renders into the hidden `#root` and takes the prerendered markup's place once ready.
 *
 * The first render is a transition, so React builds the page in slices and the main thread stays
 * free for the customer between them. What the first screen does not need (realtime, the update
 * poller, the modals' and toasts' hosts) loads at the first idle moment after the page is ready
 * (the `page-ready` load phase), or on first use.
 */
import '@jara/ui/tokens.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { start as startSingleSpa } from 'single-spa';
import { configureApi } from '@jara/api/configure-api';
import { bus } from '@jara/bus';
import { QueryProvider } from '@jara/query/query-provider';
import { fetchJsonDocument } from '../features/boot/fetch-json-document';
import { runtimeConfigSchema } from '../features/boot/runtime-config-schema';
import { registrySchema } from '../features/remote-loading/registry/registry-schema';
import { registerRegistry } from '../features/remote-loading/federation/register-remotes';
import { chooseReleases } from '../features/remote-loading/releases/choose-releases';
import { setChosenReleases } from '../features/remote-loading/releases/chosen-releases';
import { reportPinNotices } from '../features/remote-loading/pins/report-pin-notices';
import { startAnalytics } from '../features/analytics/start-analytics';
import { restoreSession } from '../features/auth/restore-session';
import { watchSessionEnd } from '../features/auth/watch-session-end';
import { phases } from '../features/boot/load-phases';
import { holdInteractions } from '../features/prerender/held-interactions';
import { swapPrerenderedPage, swapWhenReady } from '../features/prerender/prerendered-page';
import { followPageCountry } from '../features/location/follow-page-country';
import { createAppRoutes } from '../features/routing/app-routes';
import { routerReady } from '../features/routing/router-ready';
import { AppRoot } from './app-root';
import { BootErrorScreen } from './boot-error-screen';
import { createDeferredHosts } from './deferred-hosts';
import { startQueryCache } from './start-query-cache';
import { startLiveUpdates } from './start-live-updates';

async function boot() {
  const replayInteractions = holdInteractions();
  const root = createRoot(document.getElementById('root')!);
  try {
    const [config, registry] = await Promise.all([
      fetchJsonDocument('/app-config.json', runtimeConfigSchema),
      fetchJsonDocument('/registry.json', registrySchema),
    ]);
    configureApi(config.api);
    // Before any remote loads: analytics and error reports name the releases chosen here.
    const { releases, notices } = await chooseReleases(registry, config);
    setChosenReleases(releases);
    registerRegistry(releases);
    reportPinNotices(notices);
    startSingleSpa({ urlRerouteOnly: true });
    const router = createBrowserRouter(createAppRoutes(<AppRoot config={config} />));
    followPageCountry(router);
    swapWhenReady(router, bus, replayInteractions);
    startAnalytics(config.analytics, router);
    startQueryCache();
    const { DeferredHosts, loadToasts } = createDeferredHosts((work) =>
      phases.after('page-ready', work),
    );
    watchSessionEnd(loadToasts);
    void restoreSession();
    startLiveUpdates(config, router);
    await routerReady(router);
    startTransition(() =>
      root.render(
        <QueryProvider>
          <RouterProvider router={router} />
          <DeferredHosts />
        </QueryProvider>,
      ),
    );
  } catch (error) {
    console.error('[boot] the site could not start', error);
    root.render(<BootErrorScreen error={error} />);
    swapPrerenderedPage();
  }
}

void boot();
