/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useParcelProps } from '@jara/parcel/parcel';
import { cartStore } from '@jara/state/cart-store';
import { sessionStore } from '@jara/state/session-store';
import { aPage } from '../../testing/fixtures';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aCart } from '@jara/testing/builders/cart';
import { aProduct } from '@jara/testing/builders/product';
import { aVendor } from '@jara/testing/builders/vendor';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { queryOf } from '@jara/testing/sent-requests';
import { MealsScreen } from './meals-screen';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
// The first round trip loads the real client and msw: seconds on a two-core machine shared
// with other suites.
jest.setTimeout(15_000);
const SEARCH = 'GET /marketplace/search/products';
const ADD_TO_CART = 'POST /marketplace/cart/items';
/** A dish's store, asked by the dish's `vendor_uuid`. */
const STORE = 'GET /marketplace/vendors/{slug}';
/** The query a request was sent with, as the server reads it. */

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
  sessionStore.getState().signIn('token', 7);
  cartStore.getState().clear();
});

/** The paths the dishes' stores were asked at. */
const storesAskedFor = () => api.sent(STORE).map((sent) => new URL(sent.url).pathname);

// The double answers a call with one store whatever its id, so each store's dishes have a test.
describe('MealsScreen', () => {
  it("lists the country's dishes under their stores and adds one through its add-on picker", async () => {
    api.answer(SEARCH, aPage([pilau]));
    api.answer(STORE, nairobiKitchen);
    api.answer(ADD_TO_CART, aCart({ uuid: 'cart-ke', vendor: 'v-ke' }));
    renderWithQuery(<MealsScreen title="Meals" params={{}} />);

    expect(screen.getByRole('status').textContent).toBe('Loading dishes');
    const store = await screen.findByRole('region', { name: 'From Nairobi Kitchen' });
    expect(within(store).getByRole('link', { name: 'Nairobi Kitchen' }).getAttribute('href')).toBe(
      '/stores/nairobi-kitchen',
    );
    expect(within(store).getByText('KSh 650')).toBeTruthy();
    expect(api.sent(SEARCH).map(queryOf)).toEqual([{ query: '', page: '1', per_page: '12' }]);
    expect(storesAskedFor()).toEqual([expect.stringMatching(/\/marketplace\/vendors\/v-ke$/)]);

    fireEvent.click(within(store).getByRole('button', { name: 'Add Beef pilau to cart' }));
    const picker = await screen.findByRole('dialog', { name: 'Beef pilau' });
    fireEvent.click(within(picker).getByRole('radio', { name: /Kachumbari/ }));
    fireEvent.click(within(picker).getByRole('button', { name: /Add to cart/ }));

    await waitFor(() => expect(cartStore.getState().cartIds['v-ke']).toBe('cart-ke'));
    expect(await api.sent(ADD_TO_CART)[0]!.json()).toEqual({
      vendor_id: 'v-ke',
      cart_id: null,
      product_uuid: 'pilau',
      quantity: 1,
      addons: [{ addon_uuid: 'kachumbari', quantity: 1 }],
    });
  });

  it('shows a closed store’s dishes under it, to order ahead', async () => {
    api.answer(SEARCH, aPage([chapati]));
    api.answer(STORE, closedKitchen);
    renderWithQuery(<MealsScreen title="Meals" params={{}} />);

    const closed = await screen.findByRole('region', { name: 'From Late Kitchen' });
    expect(within(closed).getByText('Closed')).toBeTruthy();
    expect(within(closed).getByRole('button', { name: /Add/ })).toBeTruthy();
    expect(storesAskedFor()).toEqual([expect.stringMatching(/\/marketplace\/vendors\/v-closed$/)]);
  });

  it('says so when there are no dishes, and offers a retry when the list fails', async () => {
    api.drop(SEARCH);
    renderWithQuery(<MealsScreen title="Meals" params={{}} />);

    const retry = await screen.findByRole('button', { name: 'Try again' });
    api.answer(SEARCH, aPage([]));
    fireEvent.click(retry);
    expect(await screen.findByText('No store has dishes on its menu yet.')).toBeTruthy();
  });
});
