import { lazy } from 'react';
import { act, render, screen } from '@testing-library/react';
import { siteMapOf } from '@jara/contracts/site-map';
import { createQueryClient } from '@jara/query/query-client';
import { QueryProvider } from '@jara/query/query-provider';
import { ParcelPropsProvider, type MountedParcelProps } from './parcel';
import { RemoteRoutes, type ScreenComponents, type ScreenProps } from './remote-routes';
import type { ScreenPrefetch } from './screen-prefetch';

/** A screen whose chunk never arrives, so the test sees what runs while it loads. */
const Loading = lazy(() => new Promise<{ default: (props: ScreenProps) => null }>(() => {}));
const screens = Object.fromEntries(
  siteMapOf('storefront').map((entry) => [entry.screen, Loading]),
) as unknown as ScreenComponents<'storefront'>;
const props = { country: 'KE' } as MountedParcelProps;

function open(path: string, prefetch: ScreenPrefetch) {
  const queryClient = createQueryClient();
  window.history.pushState({}, '', path);
  render(
    <ParcelPropsProvider value={props}>
      <QueryProvider client={queryClient}>
        <RemoteRoutes
          remote="storefront"
          screens={screens}
          prefetches={{ store: prefetch }}
          fallback={<p>Loading the page</p>}
        />
      </QueryProvider>
    </ParcelPropsProvider>,
  );
  return queryClient;
}

describe('a screen prefetch', () => {
  it("runs as its route matches, before the screen's chunk has loaded, with the route's params", () => {
    const prefetch = jest.fn<void, Parameters<ScreenPrefetch>>();
    const queryClient = open('/stores/mama-put?tab=menu', prefetch);

    expect(screen.getByText('Loading the page')).toBeTruthy();
    expect(prefetch.mock.calls).toEqual([
      [
        {
          params: { name: 'mama-put' },
          search: expect.any(URLSearchParams),
          country: 'KE',
          queryClient,
        },
      ],
    ]);
    expect(prefetch.mock.calls[0]![0].search.get('tab')).toBe('menu');
  });

  it('runs again for another store, and not for a screen that declares none', () => {
    const prefetch = jest.fn<void, Parameters<ScreenPrefetch>>();
    open('/store/42', prefetch);
    act(() => window.history.pushState({}, '', '/store/43'));
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    act(() => window.history.pushState({}, '', '/stores'));
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));

    expect(prefetch.mock.calls.map(([context]) => context.params)).toEqual([
      { id: '42' },
      { id: '43' },
    ]);
  });

  it('leaves the screen to load when it throws', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    open('/stores/mama-put', () => {
      throw new Error('a prefetch bug');
    });

    expect(screen.getByText('Loading the page')).toBeTruthy();
    expect(error).toHaveBeenCalledWith('[prefetch] a screen prefetch threw', expect.any(Error));
  });
});
