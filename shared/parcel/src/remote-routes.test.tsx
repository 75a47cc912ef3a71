import { lazy } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { siteMapOf } from '@jara/contracts/site-map';
import { lazyScreen } from './lazy-screen';
import { RemoteRoutes, type ScreenComponents, type ScreenProps } from './remote-routes';

function Stores({ title }: ScreenProps) {
  return <h1>{title}</h1>;
}

function Store({ title, params }: ScreenProps) {
  return <h1>{`${title}: ${params.name ?? params.id}`}</h1>;
}

function Titled({ title }: ScreenProps) {
  return <h1>{title}</h1>;
}

/** Every storefront screen drawn by its title, the two under test by their own. */
const screens = {
  ...Object.fromEntries(siteMapOf('storefront').map((entry) => [entry.screen, Titled])),
  stores: Stores,
  store: Store,
} as ScreenComponents<'storefront'>;

function open(path: string, routed = screens) {
  window.history.pushState({}, '', path);
  render(<RemoteRoutes remote="storefront" screens={routed} fallback={<p>Loading the page</p>} />);
}

describe('RemoteRoutes', () => {
  it.each([
    ['/stores', 'Marketplace'],
    ['/jara-for-web', 'Marketplace'],
    ['/stores/mama-put', 'Store: mama-put'],
    ['/jara-for-web/marketplace/stores/mama-put', 'Store: mama-put'],
    ['/store/42', 'Store: 42'],
  ])('draws %s with the screen the site map names, titled from it', (path, heading) => {
    open(path);
    expect(screen.getByRole('heading').textContent).toBe(heading);
  });

  it('shows the fallback while a lazy screen loads, then the screen', async () => {
    let load: (module: { default: typeof Stores }) => void = () => undefined;
    const LazyStores = lazy(
      () => new Promise<{ default: typeof Stores }>((resolve) => (load = resolve)),
    );
    open('/stores', { ...screens, stores: LazyStores });
    expect(screen.getByText('Loading the page')).toBeTruthy();
    load({ default: Stores });
    expect((await screen.findByRole('heading')).textContent).toBe('Marketplace');
  });

  it("reveals a lazy screen as its chunk arrives, without waiting out React's fallback throttle", async () => {
    let load: (module: { default: typeof Stores }) => void = () => undefined;
    const chunk = new Promise<{ default: typeof Stores }>((resolve) => (load = resolve));
    open('/stores', { ...screens, stores: lazyScreen(() => chunk) });
    expect(screen.getByText('Loading the page')).toBeTruthy();

    // Outside act(), which would flush React's throttled retry at once.
    load({ default: Stores });

    // React's own retry commits only 300 ms after the fallback showed.
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('Marketplace'), {
      timeout: 200,
    });
  });

  it("draws nothing on another section's path, even where one of its own paths would match", () => {
    open('/store/checkout');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so on a path outside the site map', () => {
    open('/nowhere/at-all');
    expect(screen.getByRole('alert').textContent).toBe(
      'The storefront section has no page at /nowhere/at-all.',
    );
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
