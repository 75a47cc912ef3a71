import { loadRemoteModule } from '../remote-loading/federation/load-remote-module';
import { createRoutePreloader, type PageChunks } from './route-preloading';

jest.mock('../remote-loading/federation/load-remote-module', () => ({
  loadRemoteModule: jest.fn(() => Promise.resolve({})),
}));

const aboutUs = jest.fn(() => Promise.resolve({ default: () => null }));
// The page table the app's routes hand over; only the page these cases open is real.
const preloadRoute = createRoutePreloader({ 'about-us': aboutUs } as unknown as PageChunks);

describe('createRoutePreloader', () => {
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

  it('loads a shell page’s chunk for a shell route, from the page table it was given', () => {
    preloadRoute('/about-us');
    jest.advanceTimersByTime(100);
    expect(aboutUs).toHaveBeenCalledTimes(1);
  });
});
