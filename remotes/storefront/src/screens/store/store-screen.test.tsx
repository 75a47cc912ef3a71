/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@jara/bus';
import { useParcelProps } from '@jara/parcel/parcel';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aProduct } from '@jara/testing/builders/product';
import { aVendor } from '@jara/testing/builders/vendor';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { aCategory, aPage } from '../../testing/fixtures';
import { StoreScreen } from './store-screen';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
const props = makeParcelProps();
const vendor = aVendor({ working_hours: [], business_name: 'Mama Put' });

/** The store's answers at the network, read by the real API client. */
function serveStore(products = [aProduct()], categories = [aCategory()], served = vendor) {
  api.answer('GET /marketplace/vendors/{slug}', served);
  api.answer('GET /marketplace/vendors/{id}/categories', categories);
  api.answer('GET /marketplace/vendors/{id}/products', products);
}

const renderStore = (params: Record<string, string> = { name: 'mama-put' }) =>
  renderWithQuery(<StoreScreen title="Store" params={params} />);

const paths = (requests: Request[]) => requests.map((request) => new URL(request.url).pathname);

beforeEach(() => {
  jest.mocked(useParcelProps).mockReturnValue(props);
  props.navigate.mockClear();
  sessionStore.getState().clear();
  api.answer('POST /marketplace/store_views', null);
  api.answer('GET /marketplace/vendors/{id}/feedback', aPage([]));
});

describe('StoreScreen', () => {
  it('shows the vendor and every category of its menu, and records one store view', async () => {
    serveStore(
      [
        aProduct(),
        aProduct({ uuid: 'p2', name: 'Zobo', category_id: 11, price: 700 }),
        aProduct({ uuid: 'p3', name: 'Puff-puff', category_id: 99, is_available: false }),
      ],
      [aCategory(), aCategory({ id: 11, name: 'Drinks' })],
    );
    renderStore();

    expect(screen.getByRole('status').textContent).toContain('Loading the store');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mama Put' })).toBeTruthy();
    expect(screen.getByText('Open')).toBeTruthy();
    expect(screen.getByText('Today closed')).toBeTruthy();
    expect(screen.getByTestId('delivery-panel').textContent).toContain('₦800');
    expect(screen.getByRole('region', { name: 'Rice' }).textContent).toContain('₦2,500');
    expect(screen.getByRole('region', { name: 'Drinks' }).textContent).toContain('Zobo');
    const more = screen.getByRole('region', { name: 'More' });
    expect(within(more).getByText('Unavailable')).toBeTruthy();
    expect(within(more).queryByRole('button')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Menu categories' })).toBeTruthy();

    expect(paths(api.sent('GET /marketplace/vendors/{slug}'))).toEqual([
      '/api/marketplace/vendors/mama-put',
    ]);
    expect(paths(api.sent('GET /marketplace/vendors/{id}/products'))).toEqual([
      '/api/marketplace/vendors/vendor-1/products',
    ]);
    await waitFor(() => expect(api.sent('POST /marketplace/store_views')).toHaveLength(1));
    const view = api.sent('POST /marketplace/store_views')[0]!;
    expect(await view.json()).toEqual({ vendor_uuid: 'vendor-1' });
  });

  it('tells the shell it is ready once the store shows, not while it loads', async () => {
    serveStore();
    const headingShownWhenReady: boolean[] = [];
    const off = bus.on('page:ready', () =>
      headingShownWhenReady.push(screen.queryByRole('heading', { level: 1 }) !== null),
    );
    renderStore();

    expect(await screen.findByRole('heading', { level: 1, name: 'Mama Put' })).toBeTruthy();
    off();
    expect(headingShownWhenReady).toEqual([true]);
  });

  it('reads the store from /store/:id too', async () => {
    serveStore();
    renderStore({ id: 'mama-put' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mama Put' })).toBeTruthy();
    expect(paths(api.sent('GET /marketplace/vendors/{slug}'))).toEqual([
      '/api/marketplace/vendors/mama-put',
    ]);
  });

  it('shows hostile vendor text as text', async () => {
    const hostile = '"><img src=x onerror="alert(1)"><script>alert(2)</script>';
    serveStore([aProduct({ name: hostile, description: hostile })], [aCategory()], {
      ...vendor,
      business_name: hostile,
      address: hostile,
      description: hostile,
    });
    const { container } = renderStore();
    expect(await screen.findByRole('heading', { level: 1, name: hostile })).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('still shows the store when recording the view fails', async () => {
    serveStore();
    api.refuse('POST /marketplace/store_views', 500, 'no');
    renderStore();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mama Put' })).toBeTruthy();
    await waitFor(() => expect(api.sent('POST /marketplace/store_views')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Add Jollof rice to cart' })).toBeTruthy();
  });

  it('says when the store has nothing on its menu', async () => {
    serveStore([], []);
    renderStore();
    expect(await screen.findByText('This store has no products to show yet.')).toBeTruthy();
  });

  it('says clearly that an unknown store does not exist, with a way back to the stores', async () => {
    api.refuse('GET /marketplace/vendors/{slug}', 404, 'Not found');
    renderStore({ name: 'nowhere' });

    expect(await screen.findByRole('heading', { name: 'This store does not exist' })).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Browse all stores' });
    expect(back.getAttribute('href')).toBe('/stores');
    fireEvent.click(back);
    expect(props.navigate).toHaveBeenCalledWith('/stores');
    expect(api.sent('POST /marketplace/store_views')).toHaveLength(0);
  });

  it('tells the shell an unknown store has no page at its path, for the 404 layout, and a failed load does not', async () => {
    window.history.pushState(null, '', '/marketplace/stores/no-such-store');
    const reported: string[] = [];
    const stop = bus.on('page:not-found', ({ path }) => reported.push(path));
    try {
      api.refuse('GET /marketplace/vendors/{slug}', 404, 'Not found');
      const { unmount } = renderStore({ name: 'no-such-store' });
      await screen.findByRole('heading', { name: 'This store does not exist' });
      await waitFor(() => expect(reported).toEqual(['/marketplace/stores/no-such-store']));
      unmount();

      api.drop('GET /marketplace/vendors/{slug}');
      renderStore({ name: 'no-such-store' });
      expect((await screen.findByRole('alert')).textContent).toContain('We could not load');
      expect(reported).toHaveLength(1);
    } finally {
      stop();
      window.history.pushState(null, '', '/');
    }
  });

  it('keeps a signed-in customer signed in on a store that does not exist', async () => {
    sessionStore.getState().signIn('token', 7);
    api.refuse('GET /marketplace/vendors/{slug}', 404, 'Not found');
    renderStore({ name: 'no-such-store-xyz' });

    expect(await screen.findByRole('heading', { name: 'This store does not exist' })).toBeTruthy();
    expect(sessionStore.getState()).toMatchObject({ token: 'token', customerId: 7 });
  });

  it('offers a retry when the store fails to load for another reason', async () => {
    api.drop('GET /marketplace/vendors/{slug}');
    renderStore();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load this store.');
    serveStore();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mama Put' })).toBeTruthy();
    expect(api.sent('POST /marketplace/cart/items')).toHaveLength(0);
  });
});
