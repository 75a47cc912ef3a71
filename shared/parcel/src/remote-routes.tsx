/**
 * A remote's own router. The shell decides which remote owns a URL; the remote declares only
 * which component draws each of its screens, and its paths come from the site map. Both
 * routers follow every pushState because single-spa re-dispatches it as popstate, so the
 * remote's BrowserRouter and the shell's router never disagree.
 */
import { Suspense, useEffect, useReducer, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';
import type { PageRemote } from '@jara/contracts/remote-contract';
import { SITE_MAP, siteMapOf } from '@jara/contracts/site-map';
import { toRouterPath } from '@jara/contracts/site-paths';
import type { ScreenIdOf } from '@jara/contracts/site-screens';
import { isLazyScreen } from './lazy-screen';
import { PrefetchScreenData, type ScreenPrefetch } from './screen-prefetch';

export interface ScreenProps {
  title: string;
  params: Readonly<Record<string, string | undefined>>;
}

/**
 * Exactly one component per screen of the remote: a screen without one, or a component for a
 * screen the remote does not own, does not compile.
 */
export type ScreenComponents<R extends PageRemote> = {
  [Id in ScreenIdOf<R>]: ComponentType<ScreenProps>;
};

/**
 * Re-renders the route, as an ordinary update, when a lazy screen's chunk arrives: React commits
 * it at once, where its own retry would wait out the fallback throttle (lazy-screen.ts).
 */
function useRevealWhenLoaded(Component: ComponentType<ScreenProps>) {
  const [, reveal] = useReducer((renders: number) => renders + 1, 0);
  useEffect(() => {
    if (!isLazyScreen(Component) || Component.loaded()) return;
    let current = true;
    Component.load().then(
      () => current && reveal(),
      // The screen's own render throws the failure to the parcel's error boundary.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [Component]);
}

/** The screens whose first data starts loading with their chunk (screen-prefetch.tsx). */
export type ScreenPrefetches<R extends PageRemote> = Partial<Record<ScreenIdOf<R>, ScreenPrefetch>>;

function ScreenRoute({
  Component,
  prefetch,
  title,
  fallback,
}: {
  Component: ComponentType<ScreenProps>;
  prefetch: ScreenPrefetch | undefined;
  title: string;
  fallback: ReactNode;
}) {
  const params = useParams();
  useRevealWhenLoaded(Component);
  return (
    <>
      {prefetch ? <PrefetchScreenData prefetch={prefetch} /> : null}
      <Suspense fallback={fallback}>
        <Component title={title} params={params} />
      </Suspense>
    </>
  );
}

/** Only reached outside the shell: the shell answers a path outside the site map itself. */
function UnknownScreen({ remote }: { remote: string }) {
  const { pathname } = useLocation();
  return (
    <p role="alert">
      The {remote} section has no page at {pathname}.
    </p>
  );
}

export function RemoteRoutes<R extends PageRemote>({
  remote,
  screens,
  prefetches = {},
  fallback = null,
}: {
  remote: R;
  screens: ScreenComponents<R>;
  prefetches?: ScreenPrefetches<R>;
  /** Shown while a lazy screen's chunk loads. */
  fallback?: ReactNode;
}) {
  return (
    <BrowserRouter>
      <Routes>
        {siteMapOf(remote).map((entry) => (
          <Route
            key={entry.path}
            path={toRouterPath(entry.path)}
            element={
              <ScreenRoute
                Component={screens[entry.screen]}
                prefetch={prefetches[entry.screen]}
                title={entry.title}
                fallback={fallback}
              />
            }
          />
        ))}
        {/*
         * Another section's paths draw nothing here. Without them a more general path of this
         * remote could match first (the storefront's /store/{id} takes /store/checkout) and its
         * screen would fetch data for an id that is not one while the shell moves away.
         */}
        {SITE_MAP.filter((entry) => entry.owner !== remote).map((entry) => (
          <Route key={entry.path} path={toRouterPath(entry.path)} element={null} />
        ))}
        <Route path="*" element={<UnknownScreen remote={remote} />} />
      </Routes>
    </BrowserRouter>
  );
}
