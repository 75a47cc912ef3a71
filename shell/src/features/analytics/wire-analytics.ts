/**
 * Connects analytics to the rest of the site: the facade every bundle uses on the bus (track,
 * identify, set person properties), identify on login and registration, reset on logout, the
 * cart-emptied event of spec section 4, and a page view on every navigation.
 */
import { bus } from '@jara/bus';
import { sessionStore } from '@jara/state/session-store';
import { CART_EMPTIED_EVENT, PAGEVIEW_EVENT, type AnalyticsClient } from './analytics-client';
import type { MatchedRoutes } from './route-pattern';

export interface RouterLike {
  state: MatchedRoutes & { location: { pathname: string; search: string } };
  subscribe(listener: (state: RouterLike['state']) => void): () => void;
}

export function wireAnalytics(client: AnalyticsClient, router: RouterLike): () => void {
  const pageview = (location: RouterLike['state']['location']) =>
    client.capture(PAGEVIEW_EVENT, {
      $current_url: `${window.location.origin}${location.pathname}${location.search}`,
      $pathname: location.pathname,
    });

  let last = router.state.location;
  pageview(last);
  const offs = [
    router.subscribe(({ location }) => {
      if (location.pathname === last.pathname && location.search === last.search) return;
      last = location;
      pageview(location);
    }),
    bus.on('analytics:track', ({ event, properties }) => client.capture(event, properties)),
    bus.on('analytics:identify', ({ distinctId, properties }) =>
      client.identify(distinctId, properties),
    ),
    bus.on('analytics:set-person', ({ properties }) => client.setPersonProperties(properties)),
    bus.on('auth:logged-in', ({ customerId, via }) => {
      if (via === 'profile') return;
      const customer = sessionStore.getState().customer;
      client.identify(
        String(customerId),
        customer ? { name: customer.name, email: customer.email } : {},
      );
    }),
    bus.on('auth:logged-out', () => client.reset()),
    bus.on('cart:emptied', ({ vendorId, cartId }) =>
      client.capture(CART_EMPTIED_EVENT, { vendor_id: vendorId, cart_id: cartId }),
    ),
  ];
  return () => offs.forEach((off) => off());
}
