/**
 * Starts the site: reads the runtime config and the remote registry, chooses each remote's
 * release for this device (stable, canary or a tester's pin), registers them with the federation
 * runtime, starts single-spa so every router hears every pushState, and renders.
 * Any failure before the first render shows the boot error screen. On a prerendered page the app
 * renders into the hidden `#root` and takes the prerendered markup's place once ready.
 *
 * Each step runs in a task of its own, and the modules it needs are evaluated only then
 * (`webpackMode: "eager"` keeps them in this chunk: no request is added). Evaluated and run at
 * once, React, the router, the layouts and the federation runtime's work were one task of a
 * quarter of a second on a mid-range phone, and a tap on the prerendered page waited for it.
 * What the first screen does not need (realtime, the update poller, the modals' and toasts'
 * hosts) loads at the first idle moment after the page is ready (the `page-ready` load phase),
 * or on first use.
 */
import '@jara/ui/tokens.css';
import { configureApi } from '@jara/api/configure-api';
import { fetchJsonDocument } from '../features/boot/fetch-json-document';
import { runtimeConfigSchema } from '../features/boot/runtime-config-schema';
import { yieldToMain } from '../features/boot/yield-to-main';
import { holdInteractions } from '../features/prerender/held-interactions';
import { registrySchema } from '../features/remote-loading/registry/registry-schema';
import { routerReady } from '../features/routing/router-ready';

async function inNextTask<T>(load: () => Promise<T>): Promise<T> {
  await yieldToMain();
  return load();
}

async function boot() {
  const replayInteractions = holdInteractions();
  try {
    const [config, registry] = await Promise.all([
      fetchJsonDocument('/app-config.json', runtimeConfigSchema),
      fetchJsonDocument('/registry.json', registrySchema),
    ]);
    configureApi(config.api);
    const { startRemotes } = await inNextTask(
      () => import(/* webpackMode: "eager" */ './start-remotes'),
    );
    await startRemotes(registry, config);
    const { createAppRouter } = await inNextTask(
      () => import(/* webpackMode: "eager" */ './create-app-router'),
    );
    const router = createAppRouter(config, replayInteractions);
    const { startServices } = await inNextTask(
      () => import(/* webpackMode: "eager" */ './start-services'),
    );
    const DeferredHosts = startServices(config, router);
    const { renderApp } = await inNextTask(() => import(/* webpackMode: "eager" */ './render-app'));
    await routerReady(router);
    await yieldToMain();
    renderApp(router, DeferredHosts);
  } catch (error) {
    console.error('[boot] the site could not start', error);
    const { renderBootError } = await import(/* webpackMode: "eager" */ './render-boot-error');
    renderBootError(error);
  }
}

void boot();
