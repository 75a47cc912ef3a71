import { bus } from '@jara/bus';
import { analytics } from '@jara/bus/analytics';
import { sessionStore } from '@jara/state/session-store';
import { aCustomer } from '@jara/testing/builders/customer';
import type { AnalyticsClient } from './analytics-client';
import { wireAnalytics } from './wire-analytics';

function fakeRouter() {
  const listeners = new Set<(state: { location: { pathname: string; search: string } }) => void>();
  return {
    state: { location: { pathname: '/', search: '' } },
    subscribe(listener: (state: { location: { pathname: string; search: string } }) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    go(pathname: string, search = '') {
      for (const listener of listeners) listener({ location: { pathname, search } });
    },
  };
}

function fakeClient(): jest.Mocked<AnalyticsClient> {
  return {
    capture: jest.fn(),
    identify: jest.fn(),
    setPersonProperties: jest.fn(),
    reset: jest.fn(),
  };
}

describe('wireAnalytics', () => {
  let unwire: () => void;
  afterEach(() => unwire());

  it('captures a page view at start and on every navigation, not on a repeat of the same URL', () => {
    const client = fakeClient();
    const router = fakeRouter();
    unwire = wireAnalytics(client, router);
    router.go('/stores');
    router.go('/stores');
    router.go('/stores', '?tag=rice');
    const paths = client.capture.mock.calls
      .filter(([event]) => event === '$pageview')
      .map(([, p]) => p?.$pathname);
    expect(paths).toEqual(['/', '/stores', '/stores']);
  });

  it('forwards the bus facade: track, identify and free-form person properties', () => {
    const client = fakeClient();
    unwire = wireAnalytics(client, fakeRouter());
    analytics.track('store opened', { vendor: 'mama-put' });
    analytics.identify('42', { plan: 'weekly' });
    analytics.setPersonProperties({ favourite_dish: 'jollof', nested: { a: 1 } });
    expect(client.capture).toHaveBeenCalledWith('store opened', { vendor: 'mama-put' });
    expect(client.identify).toHaveBeenCalledWith('42', { plan: 'weekly' });
    expect(client.setPersonProperties).toHaveBeenCalledWith({
      favourite_dish: 'jollof',
      nested: { a: 1 },
    });
  });

  it('identifies on login and registration (not on a profile refresh), resets on logout', () => {
    const client = fakeClient();
    unwire = wireAnalytics(client, fakeRouter());
    sessionStore.getState().signIn('t', 7, aCustomer());
    bus.emit('auth:logged-in', { customerId: 7, via: 'login' });
    bus.emit('auth:logged-in', { customerId: 7, via: 'register' });
    bus.emit('auth:logged-in', { customerId: 7, via: 'profile' });
    bus.emit('auth:logged-out', { reason: 'logout' });
    expect(client.identify).toHaveBeenCalledTimes(2);
    expect(client.identify).toHaveBeenCalledWith('7', { name: 'Ada', email: 'ada@jara.test' });
    expect(client.reset).toHaveBeenCalledTimes(1);
  });

  it('tracks an emptied cart', () => {
    const client = fakeClient();
    unwire = wireAnalytics(client, fakeRouter());
    bus.emit('cart:emptied', { vendorId: 'v1', cartId: 'c1' });
    expect(client.capture).toHaveBeenCalledWith('cart emptied', { vendor_id: 'v1', cart_id: 'c1' });
  });
});
