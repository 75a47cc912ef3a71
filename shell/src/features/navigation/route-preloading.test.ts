import { loadRemote } from '@module-federation/enhanced/runtime';
import { SHELL_PAGES } from '../routing/shell-pages';
import { preloadRoute } from './route-preloading';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => Promise.resolve({})),
}));
jest.mock('../routing/shell-pages', () => ({
  SHELL_PAGES: { 'about-us': jest.fn(() => Promise.resolve({ default: () => null })) },
}));

describe('preloadRoute', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.mocked(loadRemote).mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it('preloads the owning remote of a remote route, after the prefetch delay', () => {
    preloadRoute('/stores/mama-put');
    expect(loadRemote).not.toHaveBeenCalled();
    jest.advanceTimersByTime(100);
    expect(loadRemote).toHaveBeenCalledWith('storefront/app');
  });

  it('preloads the plans remote for /laundry', () => {
    preloadRoute('/laundry');
    jest.advanceTimersByTime(100);
    expect(loadRemote).toHaveBeenCalledWith('plans/app');
  });

  it('loads nothing for a path outside the site map', () => {
    const cancel = preloadRoute('/no/such/page');
    jest.advanceTimersByTime(200);
    expect(loadRemote).not.toHaveBeenCalled();
    expect(() => cancel()).not.toThrow();
  });

  it('loads a shell page’s chunk for a shell route', () => {
    preloadRoute('/about-us');
    jest.advanceTimersByTime(100);
    expect(SHELL_PAGES['about-us']).toHaveBeenCalledTimes(1);
  });
});
