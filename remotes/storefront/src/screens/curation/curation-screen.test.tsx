import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@jara/api/api-error';
import { addCartItem } from '@jara/api/cart';
import { getCurationProducts, getCurations } from '@jara/api/marketplace';
import { currentPageMeta } from '@jara/parcel/page-meta';
import { useParcelProps } from '@jara/parcel/parcel';
import { sessionStore } from '@jara/state/session-store';
import { aCart, aCuration, aCurationProduct, aVendor } from '../../testing/fixtures';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { CurationScreen } from './curation-screen';

jest.mock('@jara/api/marketplace');
jest.mock('@jara/api/cart');
jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const props = makeParcelProps();
const kenyan = aVendor({ uuid: 'v-ke', slug: 'nyama-mama', business_name: 'Nyama Mama' });
const products = [
  aCurationProduct({ image_url: '/assets/products/jollof.svg' }),
  aCurationProduct({
    uuid: 'p-ke',
    name: 'Nyama choma',
    price: 1200,
    currency: 'KES',
    vendor: kenyan,
  }),
];

const renderScreen = (id = 'curation-1') =>
  renderWithQuery(<CurationScreen title="Curation" params={{ id }} />);

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(useParcelProps).mockReturnValue(props);
  sessionStore.getState().signIn('token', 7);
  jest.mocked(getCurations).mockResolvedValue([aCuration()]);
  jest.mocked(getCurationProducts).mockResolvedValue(products);
});

describe('CurationScreen', () => {
  it('shows the curation’s products with their stores, titled by the curation', async () => {
    renderScreen();
    expect(screen.getByRole('status').textContent).toContain('Loading the curation');
    const cards = await screen.findAllByTestId('curation-product');
    expect(getCurationProducts).toHaveBeenCalledWith('curation-1', expect.anything());
    expect(cards).toHaveLength(2);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Weekend jollof feast' }),
    ).toBeTruthy();
    expect(screen.getByText('The best party jollof in town.')).toBeTruthy();
    await waitFor(() => expect(currentPageMeta()?.title).toBe('Weekend jollof feast'));

    const kenyanCard = within(cards[1]!);
    expect(kenyanCard.getByText('KSh 1,200')).toBeTruthy();
    expect(within(cards[0]!).queryByText('Closed now')).toBeNull();
    expect(kenyanCard.getByRole('link', { name: 'Nyama Mama' }).getAttribute('href')).toBe(
      '/stores/nyama-mama',
    );
    expect(within(cards[0]!).getByText('₦2,500')).toBeTruthy();
    const image = cards[0]!.querySelector('img')!;
    expect(image.getAttribute('loading')).toBe('lazy');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['640', '480']);
    // A product without a picture keeps the space and fetches nothing.
    expect(cards[1]!.querySelector('img')).toBeNull();
  });

  it('adds a product to its own store’s cart', async () => {
    jest.mocked(addCartItem).mockResolvedValue(aCart({ uuid: 'cart-ke', vendor: 'v-ke' }));
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Nyama choma to cart' }));
    await waitFor(() =>
      expect(addCartItem).toHaveBeenCalledWith(
        expect.objectContaining({ vendor_id: 'v-ke', product_uuid: 'p-ke', quantity: 1 }),
      ),
    );
  });

  it('asks for add-ons before adding a product that has them', async () => {
    const withAddons = aCurationProduct({
      name: 'Amala combo',
      addon_groups: [
        { id: 1, name: 'Soup', min: 1, max: 1, addons: [{ uuid: 'a1', name: 'Ewedu', price: 0 }] },
      ],
    });
    jest.mocked(getCurationProducts).mockResolvedValue([withAddons]);
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Amala combo to cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Amala combo' });
    expect(within(dialog).getByText('Ewedu')).toBeTruthy();
    expect(addCartItem).not.toHaveBeenCalled();
  });

  it('says an unknown curation is not available, without showing its id', async () => {
    jest
      .mocked(getCurationProducts)
      .mockRejectedValue(new ApiError({ kind: 'http', status: 404, message: 'No curation' }));
    const hostileId = '<img src=x onerror=alert(1)>';
    const { container } = renderScreen(hostileId);
    expect(
      await screen.findByRole('heading', { name: 'This curation is not available' }),
    ).toBeTruthy();
    expect(container.textContent).not.toContain(hostileId);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'See all curations' }).getAttribute('href')).toBe(
      '/marketplace/curations',
    );
    await waitFor(() => expect(currentPageMeta()?.title).toBe('Curation not available'));
  });

  it('shows a hostile curation title as text', async () => {
    const hostile = '"><img src=x onerror=alert(1)><script>alert(2)</script>';
    jest.mocked(getCurations).mockResolvedValue([aCuration({ title: hostile })]);
    const { container } = renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: hostile })).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
  });

  it('says which store is closed now', async () => {
    jest
      .mocked(getCurationProducts)
      .mockResolvedValue([aCurationProduct({ vendor: aVendor({ is_open: false }) })]);
    renderScreen();
    const card = await screen.findByTestId('curation-product');
    expect(within(card).getByText('Closed now')).toBeTruthy();
  });

  it('says when the curation has no dishes', async () => {
    jest.mocked(getCurationProducts).mockResolvedValue([]);
    renderScreen();
    expect(await screen.findByText('This curation has no dishes right now.')).toBeTruthy();
  });

  it('offers a retry when the products fail to load', async () => {
    jest
      .mocked(getCurationProducts)
      .mockRejectedValueOnce(new ApiError({ kind: 'timeout', message: 'Timed out' }))
      .mockResolvedValueOnce(products);
    renderScreen();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load this curation.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('curation-product')).toHaveLength(2);
  });
});
