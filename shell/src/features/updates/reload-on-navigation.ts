/**
 * Once a newer build is known, the next navigation becomes a full page load of its destination,
 * so the customer moves onto the new build at a moment they chose to change page anyway.
 */
import type { BuildInfo } from './build-info';

interface RouterLike {
  state: { location: { pathname: string; search: string; hash: string } };
  subscribe(
    listener: (
      state: RouterLike['state'] & { navigation: { location?: RouterLike['state']['location'] } },
    ) => void,
  ): () => void;
}

export function reloadOnNextNavigation(
  router: RouterLike,
  load: (url: string) => void = (url) => window.location.assign(url),
): (latest: BuildInfo) => void {
  return () => {
    const from = router.state.location;
    const unsubscribe = router.subscribe((state) => {
      const target = state.navigation.location ?? state.location;
      if (target.pathname === from.pathname && target.search === from.search) return;
      unsubscribe();
      load(`${target.pathname}${target.search}${target.hash}`);
    });
  };
}
