import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@jara/bus';
import { recordStoreView } from '@jara/api/account';
import { ApiError } from '@jara/api/api-error';
import { addCartItem } from '@jara/api/cart';
import {
  getVendor,
  getVendorCategories,
  getVendorFeedback,
  getVendorProducts,
} from '@jara/api/marketplace';
import { useParcelProps } from '@jara/parcel/parcel';
import { aCategory, aPage, aProduct, aVendor } from '../../testing/fixtures';
import { makeParcelProps } from '../../testing/parcel-props';
import { renderWithQuery } from '../../testing/render-with-query';
import { StoreScreen } from './store-screen';

jest.mock('@jara/api/marketplace');
jest.mock('@jara/api/account');
jest.mock('@jara/api/cart');
jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const props = makeParcelProps();
const vendor = aVendor({ working_hours: [] });

function serveStore(products = [aProduct()], categories = [aCategory()], served = vendor) {
  jest.mocked(getVendor).mockResolvedValue(served);
  jest.mocked(getVendorCategories).mockResolvedValue(categories);
  jest.mocked(getVendorProducts).mockResolvedValue(products);
}

const renderStore = (params: Record<string, string> = { name: 'mama-put' }) =>
  renderWithQuery(<StoreScreen title="Store" params={params} />);

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(useParcelProps).mockReturnValue(props);
  jest.mocked(recordStoreView).mockResolvedValue(null);
  jest.mocked(getVendorFeedback).mockResolvedValue(aPage([]));
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

    expect(getVendor).toHaveBeenCalledWith('mama-put', expect.anything());
    expect(getVendorProducts).toHaveBeenCalledWith('vendor-1', {}, expect.anything());
    expect(recordStoreView).toHaveBeenCalledTimes(1);
    expect(recordStoreView).toHaveBeenCalledWith('vendor-1');
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
    expect(getVendor).toHaveBeenCalledWith('mama-put', expect.anything());
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
    jest.mocked(recordStoreView).mockRejectedValue(new ApiError({ kind: 'http', message: 'no' }));
    renderStore();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mama Put' })).toBeTruthy();
    await waitFor(() => expect(recordStoreView).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Add Jollof rice to cart' })).toBeTruthy();
  });

  it('says when the store has nothing on its menu', async () => {
    serveStore([], []);
    renderStore();
    expect(await screen.findByText('This store has no products to show yet.')).toBeTruthy();
  });

  it('says clearly that an unknown store does not exist, with a way back to the stores', async () => {
    jest
      .mocked(getVendor)
      .mockRejectedValue(new ApiError({ kind: 'http', status: 404, message: 'Not found' }));
    renderStore({ name: 'nowhere' });

    expect(await screen.findByRole('heading', { name: 'This store does not exist' })).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Browse all stores' });
    expect(back.getAttribute('href')).toBe('/stores');
    fireEvent.click(back);
    expect(props.navigate).toHaveBeenCalledWith('/stores');
    expect(recordStoreView).not.toHaveBeenCalled();
  });

  it('offers a retry when the store fails to load for another reason', async () => {
    jest
      .mocked(getVendor)
      .mockRejectedValueOnce(new ApiError({ kind: 'timeout', message: 'Timed out' }));
    renderStore();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load this store.');
    serveStore();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mama Put' })).toBeTruthy();
    expect(addCartItem).not.toHaveBeenCalled();
  });
});
