/**
 * A route change, animated with the View Transitions API when the target route has one and the
 * customer has not asked for less motion.
 *
 * Not React Router's `viewTransition` option: the router holds an animated change's state until
 * the browser calls the transition back, and a plain change that lands in between (back, then
 * forward quickly onto a remote's page) was overwritten by the held one, leaving the previous
 * page under the new URL. Here the router commits every change at once (`flushSync`) inside the
 * transition's callback, so it holds nothing. Back and forward are not animated.
 */
import { findRouteEntry } from '../routing/find-route-entry';

export interface TransitionNavigateOptions {
  replace?: boolean;
}

export type RouterNavigate = (
  to: string,
  options: TransitionNavigateOptions & { flushSync?: boolean },
) => Promise<void> | void;

export function prefersMotion(): boolean {
  return (
    typeof document !== 'undefined' &&
    'startViewTransition' in document &&
    !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  );
}

export function animatesInto(to: string): boolean {
  const pathname = to.split(/[?#]/)[0] ?? to;
  return Boolean(findRouteEntry(pathname)?.transition) && prefersMotion();
}

export function transitionNavigate(
  navigate: RouterNavigate,
  to: string,
  options: TransitionNavigateOptions = {},
): void {
  if (!animatesInto(to)) {
    void navigate(to, options);
    return;
  }
  const from = window.location.href;
  document.startViewTransition(async () => {
    // The browser calls back a frame later; a change that landed meanwhile is newer and wins.
    if (window.location.href !== from) return;
    await navigate(to, { ...options, flushSync: true });
  });
}
