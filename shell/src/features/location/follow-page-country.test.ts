import { locationStore } from '@jara/state/location-store';
import { followPageCountry } from './follow-page-country';
import { readingCountryStore } from './reading-country-store';

function fakeRouter(pathname: string) {
  const listeners = new Set<(state: { location: { pathname: string } }) => void>();
  return {
    state: { location: { pathname } },
    subscribe(listener: (state: { location: { pathname: string } }) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    go(to: string) {
      for (const listener of listeners) listener({ location: { pathname: to } });
    },
  };
}

describe('followPageCountry', () => {
  let stop: () => void;
  beforeEach(() => {
    locationStore.getState().setPageCountry(null);
    locationStore.getState().setCountry('NG');
    readingCountryStore.setState({ readIn: null });
  });
  afterEach(() => stop());

  it('shows a Kenyan page in Kenya from the first route, and leaves the choice alone', () => {
    const router = fakeRouter('/ke/blog/guides/nairobi/nyama-choma');
    stop = followPageCountry(router);
    expect(locationStore.getState()).toMatchObject({ country: 'KE', chosenCountry: 'NG' });
    expect(readingCountryStore.getState().readIn).toBe('KE');

    router.go('/stores');
    expect(locationStore.getState()).toMatchObject({ country: 'NG', chosenCountry: 'NG' });
    expect(readingCountryStore.getState().readIn).toBe('KE');
  });

  it('follows every page and notes the last country read; the marketplace notes none', () => {
    locationStore.getState().setCountry('KE');
    const router = fakeRouter('/stores');
    stop = followPageCountry(router);
    expect(locationStore.getState().country).toBe('KE');
    expect(readingCountryStore.getState().readIn).toBeNull();
    router.go('/blog');
    expect(locationStore.getState().country).toBe('NG');
    router.go('/ke/blog');
    router.go('/jara-for-web/wallet');
    expect(locationStore.getState().country).toBe('KE');
    expect(readingCountryStore.getState().readIn).toBe('KE');
  });

  it('stops following when told', () => {
    const router = fakeRouter('/stores');
    stop = followPageCountry(router);
    stop();
    router.go('/ke');
    expect(locationStore.getState().country).toBe('NG');
  });
});
