import { loadRemoteModule } from '../federation/load-remote-module';
import { SHELL_PAGES } from '../routing/shell-pages';
import { preloadRoute } from './route-preloading';

jest.mock('../federation/load-remote-module', () => ({
  loadRemoteModule: jest.fn(() => Promise.resolve({})),
}));
jest.mock('../routing/shell-pages', () => ({
  SHELL_PAGES: { 'about-us': jest.fn(() => Promise.resolve({ default: () => null })) },
}));

describe('preloadRoute', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.mocked(loadRemoteModule).mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it('preloads the owning remote of a remote route, after the prefetch delay', () => {
    preloadRoute('/stores/mama-put');
    expect(loadRemoteModule).not.toHaveBeenCalled();
    jest.advanceTimersByTime(100);
    expect(loadRemoteModule).toHaveBeenCalledWith('storefront/app');
  });

  it('preloads the plans remote for /laundry', () => {
    preloadRoute('/laundry');
    jest.advanceTimersByTime(100);
    expect(loadRemoteModule).toHaveBeenCalledWith('plans/app');
  });

  it('loads nothing for a path outside the site map', () => {
    const cancel = preloadRoute('/no/such/page');
    jest.advanceTimersByTime(200);
    expect(loadRemoteModule).not.toHaveBeenCalled();
    expect(() => cancel()).not.toThrow();
  });

  it('loads a shell page’s chunk for a shell route', () => {
    preloadRoute('/about-us');
    jest.advanceTimersByTime(100);
    expect(SHELL_PAGES['about-us']).toHaveBeenCalledTimes(1);
  });
});
