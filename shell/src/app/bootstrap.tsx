/**
 * Starts the site: reads the runtime config and the remote registry, registers the remotes with
 * the federation runtime, starts single-spa so every router hears every pushState, and renders.
 * Any failure before the first render shows the boot error screen. On a prerendered page the app
 * renders into the hidden `#root` and takes the prerendered markup's place once ready.
 */
import '@jara/ui/tokens.css';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { start as startSingleSpa } from 'single-spa';
import { configureApi } from '@jara/api/configure-api';
import { bus } from '@jara/bus';
import { QueryProvider } from '@jara/query/query-provider';
import { fetchJsonDocument } from '../features/boot/fetch-json-document';
import { runtimeConfigSchema } from '../features/boot/runtime-config-schema';
import { registrySchema } from '../features/federation/registry-schema';
import { registerRegistry } from '../features/federation/register-remotes';
import { startAnalytics } from '../features/analytics/start-analytics';
import { AuthModalHost } from '../features/auth/auth-modal-host';
import { restoreSession } from '../features/auth/restore-session';
import { startSessionEndedNotice } from '../features/auth/session-ended-notice';
import { LocationPickHost } from '../features/location/location-pick-host';
import { startRealtime } from '../features/realtime/start-realtime';
import { holdInteractions } from '../features/prerender/held-interactions';
import { swapPrerenderedPage, swapWhenReady } from '../features/prerender/prerendered-page';
import { createAppRoutes } from '../features/routing/app-routes';
import { ToastHost } from '../features/toasts/toast-host';
import { startBuildUpdates } from '../features/updates/start-build-updates';
import { AppRoot } from './app-root';
import { BootErrorScreen } from './boot-error-screen';
import { startQueryCache } from './start-query-cache';

async function boot() {
  const replayInteractions = holdInteractions();
  const root = createRoot(document.getElementById('root')!);
  try {
    const [config, registry] = await Promise.all([
      fetchJsonDocument('/app-config.json', runtimeConfigSchema),
      fetchJsonDocument('/registry.json', registrySchema),
    ]);
    configureApi(config.api);
    registerRegistry(registry);
    startSingleSpa({ urlRerouteOnly: true });
    const router = createBrowserRouter(createAppRoutes(<AppRoot config={config} />));
    swapWhenReady(router, bus, replayInteractions);
    startBuildUpdates(router, config);
    startAnalytics(config.analytics, router);
    startRealtime(config.realtime);
    startQueryCache();
    startSessionEndedNotice();
    void restoreSession();
    root.render(
      <QueryProvider>
        <RouterProvider router={router} />
        <AuthModalHost />
        <LocationPickHost />
        <ToastHost />
      </QueryProvider>,
    );
  } catch (error) {
    console.error('[boot] the site could not start', error);
    root.render(<BootErrorScreen error={error} />);
    swapPrerenderedPage();
  }
}

void boot();
