/**
 * Once this page is out of date (a newer shell build, or a remote released or rolled back), the
 * next navigation becomes a full page load of its destination, so the customer moves onto the
 * new version at a moment they chose to change page anyway. Arming twice changes nothing.
 */
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
): () => void {
  let armed = false;
  return () => {
    if (armed) return;
    armed = true;
    const from = router.state.location;
    const unsubscribe = router.subscribe((state) => {
      const target = state.navigation.location ?? state.location;
      if (target.pathname === from.pathname && target.search === from.search) return;
      unsubscribe();
      load(`${target.pathname}${target.search}${target.hash}`);
    });
  };
}
