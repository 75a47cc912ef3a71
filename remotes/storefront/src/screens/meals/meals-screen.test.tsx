import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@jara/api/api-error';
import { addCartItem } from '@jara/api/cart';
import { getVendor, searchProducts } from '@jara/api/marketplace';
import { useParcelProps } from '@jara/parcel/parcel';
import { cartStore } from '@jara/state/cart-store';
import { sessionStore } from '@jara/state/session-store';
import { aCart, aPage, aProduct, aVendor } from '../../testing/fixtures';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { MealsScreen } from './meals-screen';

jest.mock('@jara/api/marketplace');
jest.mock('@jara/api/cart');
jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const props = makeParcelProps();
const pilau = aProduct({
  uuid: 'pilau',
  vendor_uuid: 'v-ke',
  name: 'Beef pilau',
  price: 650,
  currency: 'KES',
  addon_groups: [
    {
      id: 1,
      name: 'Side',
      min: 1,
      max: 1,
      addons: [{ uuid: 'kachumbari', name: 'Kachumbari', price: 50 }],
    },
  ],
});
const chapati = aProduct({
  uuid: 'chapati',
  vendor_uuid: 'v-closed',
  name: 'Chapati',
  currency: 'KES',
});
const nairobiKitchen = aVendor({
  uuid: 'v-ke',
  slug: 'nairobi-kitchen',
  business_name: 'Nairobi Kitchen',
  currency: 'KES',
});
const closedKitchen = aVendor({
  uuid: 'v-closed',
  slug: 'late-kitchen',
  business_name: 'Late Kitchen',
  is_open: false,
});

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(useParcelProps).mockReturnValue({ ...props, country: 'KE' });
  jest
    .mocked(getVendor)
    .mockImplementation(async (uuid) => (uuid === 'v-ke' ? nairobiKitchen : closedKitchen));
  sessionStore.getState().signIn('token', 7);
  cartStore.getState().clear();
});

describe('MealsScreen', () => {
  it("lists the country's dishes under their stores and adds one through its add-on picker", async () => {
    jest.mocked(searchProducts).mockResolvedValue(aPage([pilau, chapati]));
    jest.mocked(addCartItem).mockResolvedValue(aCart({ uuid: 'cart-ke', vendor: 'v-ke' }));
    renderWithQuery(<MealsScreen title="Meals" params={{}} />);

    expect(screen.getByRole('status').textContent).toBe('Loading dishes');
    const store = await screen.findByRole('region', { name: 'From Nairobi Kitchen' });
    expect(within(store).getByRole('link', { name: 'Nairobi Kitchen' }).getAttribute('href')).toBe(
      '/stores/nairobi-kitchen',
    );
    expect(within(store).getByText('KSh 650')).toBeTruthy();
    expect(searchProducts).toHaveBeenCalledWith(
      { query: '', page: 1, per_page: 12 },
      expect.anything(),
    );

    const closed = await screen.findByRole('region', { name: 'From Late Kitchen' });
    expect(within(closed).getByText('Store closed')).toBeTruthy();
    expect(within(closed).queryByRole('button', { name: /Add/ })).toBeNull();

    fireEvent.click(within(store).getByRole('button', { name: 'Add Beef pilau to cart' }));
    const picker = await screen.findByRole('dialog', { name: 'Beef pilau' });
    fireEvent.click(within(picker).getByRole('radio', { name: /Kachumbari/ }));
    fireEvent.click(within(picker).getByRole('button', { name: /Add to cart/ }));

    await waitFor(() => expect(cartStore.getState().cartIds['v-ke']).toBe('cart-ke'));
    expect(addCartItem).toHaveBeenCalledWith({
      vendor_id: 'v-ke',
      cart_id: null,
      product_uuid: 'pilau',
      quantity: 1,
      addons: [{ addon_uuid: 'kachumbari', quantity: 1 }],
    });
  });

  it('says so when there are no dishes, and offers a retry when the list fails', async () => {
    jest
      .mocked(searchProducts)
      .mockRejectedValueOnce(new ApiError({ kind: 'network', message: 'Network error' }))
      .mockResolvedValueOnce(aPage([]));
    renderWithQuery(<MealsScreen title="Meals" params={{}} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No store has dishes on its menu yet.')).toBeTruthy();
  });
});
