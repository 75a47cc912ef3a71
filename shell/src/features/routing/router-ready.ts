/**
 * Resolves once the data router has loaded the first route (its lazy page chunk, its loaders).
 * The app's first render is a transition, built in slices; `RouterProvider` reads the router's
 * state when it renders and subscribes only when it commits, so a router that finished loading
 * in between would leave the page on its loading fallback for good. Rendering once the router is
 * ready leaves nothing to miss (and renders the page once, not the fallback first).
 */
export interface InitializingRouter {
  state: { initialized: boolean };
  subscribe(listener: (state: { initialized: boolean }) => void): () => void;
}

export function routerReady(router: InitializingRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
