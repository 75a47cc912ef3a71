/**
 * A screen in its own chunk, as `React.lazy`, with its loader kept beside it. React reveals a
 * lazy component in a "retry" render, which it holds back until 300 ms after the last Suspense
 * fallback it showed anywhere on the page (react-dom's FALLBACK_THROTTLE_MS): a remote screen
 * whose chunk arrived 20 ms after its skeleton still waited some 280 ms more. With the loader,
 * the route re-renders the screen as an ordinary update the moment its chunk is there, and
 * React commits that at once (remote-routes.tsx).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenProps } from './remote-routes';

type ScreenModule = { default: ComponentType<ScreenProps> };

export interface LazyScreen extends LazyExoticComponent<ComponentType<ScreenProps>> {
  /** Loads the chunk (once; a failure stays, as React.lazy keeps it); resolves when it is there. */
  load: () => Promise<unknown>;
  /** The chunk is there: the screen renders without suspending. */
  loaded: () => boolean;
}

export function lazyScreen(load: () => Promise<ScreenModule>): LazyScreen {
  let loading: Promise<ScreenModule> | undefined;
  let done = false;
  const loadOnce = () => {
    loading ??= load().then((module) => {
      done = true;
      return module;
    });
    return loading;
  };
  return Object.assign(lazy(loadOnce), { load: loadOnce, loaded: () => done });
}

export function isLazyScreen(component: ComponentType<ScreenProps>): component is LazyScreen {
  return 'load' in component && typeof component.load === 'function';
}
