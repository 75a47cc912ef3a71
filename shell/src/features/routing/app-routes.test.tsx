import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { bus } from '@jara/bus';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { RuntimeConfig } from '@jara/contracts/runtime-config';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { AppRoot } from '../../app/app-root';
import { createAppRoutes } from './app-routes';
import { SHELL_PAGES } from './shell-pages';

jest.mock('../parcels/remote-parcel', () => ({
  RemoteParcel: ({ remote, expose }: { remote: string; expose: string }) => (
    <div data-testid="parcel">{`${remote} ${expose}`}</div>
  ),
}));
jest.mock('../location/use-supported-countries', () => ({
  useSupportedCountries: () => [
    { code: 'NG', name: 'Nigeria' },
    { code: 'KE', name: 'Kenya' },
  ],
}));

const config = { remoteTimeoutMs: 1000 } as RuntimeConfig;

function open(path: string) {
  const router = createMemoryRouter(createAppRoutes(<AppRoot config={config} />), {
    initialEntries: [path],
  });
  // As bootstrap does: the home page reads its prices through the query cache.
  renderWithQuery(<RouterProvider router={router} />);
  return router;
}

const layoutOf = async (name: string) => {
  await screen.findAllByRole('main');
  return document.querySelector(`[data-layout="${name}"]`);
};

describe('app routes', () => {
  it('shows an unknown path as the 404 page with the path', async () => {
    open('/nowhere/at-all');
    expect(await screen.findByText('Page Not Found')).toBeTruthy();
    expect(screen.getByText('Page not found: /nowhere/at-all')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('something went wrong.');
    expect(screen.getByText('We couldn’t find the page you’re looking for...')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to home' })).toBeTruthy();
    expect(document.querySelector('[data-layout="404"]')).toBeTruthy();
  });

  it('answers a route validation failure with a fatal "Page Not Found: {path}"', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    open('/stores/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect((await screen.findByTestId('error-message')).textContent).toBe(
      'Page Not Found: /stores/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    );
    expect(screen.queryByTestId('parcel')).toBeNull();
  });

  it('shows the 404 layout, noindex, where a remote finds no page, until the URL moves on', async () => {
    const router = open('/blog/no-such-post');
    expect(await screen.findByText('content ./app')).toBeTruthy();
    act(() => bus.emit('page:not-found', { path: '/blog/no-such-post' }));
    expect(await screen.findByText('Page not found: /blog/no-such-post')).toBeTruthy();
    expect(document.querySelector('[data-layout="404"]')).toBeTruthy();
    expect(screen.queryByTestId('parcel')).toBeNull();
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
        'noindex',
      ),
    );
    expect(document.title).toBe('Page not found · Jara');

    await act(() => router.navigate('/blog/another-post'));
    expect(await screen.findByText('content ./app')).toBeTruthy();
    expect(document.querySelector('[data-layout="404"]')).toBeNull();
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toBeNull());
  });

  it('puts a remote’s own words and link in the 404 page in place of the path, as text', async () => {
    open('/marketplace/curations/9f1c2d3e-0000-4000-8000-000000000000');
    expect(await screen.findByText('storefront ./app')).toBeTruthy();
    const hostile = '"><img src=x onerror=alert(1)><script>alert(2)</script>';
    act(() =>
      bus.emit('page:not-found', {
        path: '/marketplace/curations/9f1c2d3e-0000-4000-8000-000000000000',
        detail: {
          title: 'This curation is not available',
          message: hostile,
          link: { href: '/marketplace/stores/curations', label: 'See all curations' },
        },
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'This curation is not available' }),
    ).toBeTruthy();
    expect(screen.getByTestId('error-message').textContent).toBe(hostile);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByRole('link', { name: 'See all curations' }).getAttribute('href')).toBe(
      '/marketplace/stores/curations',
    );
    expect(document.body.textContent).not.toContain('9f1c2d3e');
    expect(document.querySelector('[data-layout="404"]')).toBeTruthy();
  });

  it('ignores a remote’s not-found said for another path', async () => {
    open('/blog/a-real-post');
    expect(await screen.findByText('content ./app')).toBeTruthy();
    act(() => bus.emit('page:not-found', { path: '/blog/somewhere-else' }));
    expect(screen.getByText('content ./app')).toBeTruthy();
    expect(document.querySelector('[data-layout="404"]')).toBeNull();
  });

  it('mounts the owning remote inside its layout', async () => {
    open('/stores');
    expect(await screen.findByText('storefront ./app')).toBeTruthy();
    expect(screen.getByText('checkout ./cart-button')).toBeTruthy();
    expect(await layoutOf('web')).toBeTruthy();
  });

  it('routes /store/checkout to the checkout remote, not the store page', async () => {
    open('/store/checkout');
    expect(await screen.findByText('checkout ./app')).toBeTruthy();
    expect(screen.queryByText('storefront ./app')).toBeNull();
  });

  it.each([
    ['/health', 'consulting'],
    ['/signup', 'lead'],
    ['/chow', 'homemade'],
    ['/events/contact', 'brand'],
    ['/ke/food', 'default'],
  ])('frames %s in the %s layout', async (path, layout) => {
    open(path);
    await screen.findAllByRole('main');
    expect(await layoutOf(layout)).toBeTruthy();
  });

  it.each(['/laundry', '/ke/cleaning', '/subscription'])(
    'mounts the plans remote on %s',
    async (path) => {
      open(path);
      expect(await screen.findByText('plans ./app')).toBeTruthy();
      expect(screen.queryByText(/Page not found/)).toBeNull();
    },
  );

  it('renders a legacy underscore path as an empty placeholder', async () => {
    open('/about_us/');
    const main = await screen.findByRole('main');
    expect(main.textContent).toBe('');
  });

  it('hands its page chunks to the links below it: hovering a link preloads its page', async () => {
    const aboutUs = jest.spyOn(SHELL_PAGES, 'about-us');
    open('/');
    const [link] = await screen.findAllByRole('link', { name: 'About us' });
    fireEvent.pointerEnter(link!);
    await waitFor(() => expect(aboutUs).toHaveBeenCalled());
    aboutUs.mockRestore();
  });
});
