/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Product } from '@jara/contracts/entities';
import { useParcelProps } from '@jara/parcel/parcel';
import { cartKeys } from '@jara/query/cart-queries';
import { cartStore } from '@jara/state/cart-store';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aCart, aCartItem } from '@jara/testing/builders/cart';
import { aProduct } from '@jara/testing/builders/product';
import { aVendor } from '@jara/testing/builders/vendor';
import { aCategory, aPage } from '../../testing/fixtures';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { bodyOf } from '@jara/testing/sent-requests';
import { StoreScreen } from './store-screen';
import { SIGN_IN_TO_ADD } from '../../widgets/use-add-to-cart';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
// Several round trips on a two-core machine shared with another suite.
jest.setTimeout(15_000);
const props = makeParcelProps();
const ADD = 'POST /marketplace/cart/items';
/** The items the page asked the server to add, in order. */
const addsSent = () => Promise.all(api.sent(ADD).map(bodyOf));

const withAddons = aProduct({
  uuid: 'p-addons',
  name: 'Amala combo',
  price: 3000,
  addon_groups: [
    {
      id: 1,
      name: 'Soup',
      min: 1,
      max: 1,
      addons: [
        { uuid: 'ewedu', name: 'Ewedu', price: 0 },
        { uuid: 'gbegiri', name: 'Gbegiri', price: 300 },
      ],
    },
    {
      id: 2,
      name: 'Extras',
      min: 0,
      max: 1,
      addons: [{ uuid: 'ponmo', name: 'Ponmo', price: 500 }],
    },
  ],
});

let client: ReturnType<typeof renderWithQuery>['client'];
const cartsNow = () => client.getQueryData(cartKeys.all);

async function openStore(products: Product[] = [aProduct(), withAddons]) {
  // No hours: the page takes the server's "open" as it is, whatever day the test runs.
  api.answer(
    'GET /marketplace/vendors/{slug}',
    aVendor({ working_hours: [], business_name: 'Mama Put' }),
  );
  api.answer('GET /marketplace/vendors/{id}/categories', [aCategory()]);
  api.answer('GET /marketplace/vendors/{id}/products', products);
  const rendered = renderWithQuery(<StoreScreen title="Store" params={{ name: 'mama-put' }} />);
  // The customer's carts as the header's count read them: none yet.
  rendered.client.setQueryData(cartKeys.all, []);
  client = rendered.client;
  await screen.findByRole('heading', { level: 1, name: 'Mama Put' });
}

const addButton = (name: string) => screen.getByRole('button', { name: `Add ${name} to cart` });

beforeEach(() => {
  props.requestLogin.mockReset().mockResolvedValue(false);
  jest.mocked(useParcelProps).mockReturnValue(props);
  api.answer('POST /marketplace/store_views', null);
  api.answer('GET /marketplace/vendors/{id}/feedback', aPage([]));
  sessionStore.getState().clear();
  cartStore.getState().clear();
});

describe('adding to the cart', () => {
  it("sends the vendor's stored cart id and records the returned cart as active", async () => {
    sessionStore.getState().signIn('token', 7);
    cartStore.setState({ cartIds: { 'vendor-1': 'cart-1' } });
    const cart = aCart({ items: [aCartItem({ quantity: 2 })] });
    api.answer(ADD, cart);
    await openStore();

    fireEvent.click(addButton('Jollof rice'));
    await waitFor(() => expect(cartsNow()).toEqual([cart]));

    expect(await addsSent()).toEqual([
      { vendor_id: 'vendor-1', cart_id: 'cart-1', product_uuid: 'product-1', quantity: 1 },
    ]);
    expect(cartStore.getState().activeVendorId).toBe('vendor-1');
    expect(props.requestLogin).not.toHaveBeenCalled();
  });

  it('starts a new cart with a null cart id when the vendor has none', async () => {
    sessionStore.getState().signIn('token', 7);
    api.answer(ADD, aCart({ uuid: 'cart-new' }));
    await openStore();

    fireEvent.click(addButton('Jollof rice'));
    await waitFor(() => expect(cartStore.getState().cartIds['vendor-1']).toBe('cart-new'));
    expect(await addsSent()).toEqual([expect.objectContaining({ cart_id: null })]);
  });

  it('asks a visitor to sign in, then adds by itself once they have', async () => {
    props.requestLogin.mockImplementation(async () => {
      sessionStore.getState().signIn('token', 7);
      return true;
    });
    api.answer(ADD, aCart());
    await openStore();

    fireEvent.click(addButton('Jollof rice'));
    await waitFor(() => expect(api.sent(ADD)).toHaveLength(1));
    expect(props.requestLogin).toHaveBeenCalledWith('customer', SIGN_IN_TO_ADD);
    await waitFor(() => expect(cartsNow()).toEqual([aCart()]));
  });

  it('does nothing when the visitor closes the sign-in without signing in', async () => {
    props.requestLogin.mockResolvedValue(false);
    await openStore();

    fireEvent.click(addButton('Jollof rice'));
    await waitFor(() => expect(props.requestLogin).toHaveBeenCalled());
    await act(() => Promise.resolve());
    expect(api.sent(ADD)).toHaveLength(0);
    expect(cartsNow()).toEqual([]);
  });

  it('keeps the cart as it was when the server refuses the item', async () => {
    sessionStore.getState().signIn('token', 7);
    api.refuse(ADD, 422, 'Sold out');
    await openStore();

    fireEvent.click(addButton('Jollof rice'));
    await waitFor(() => expect(addButton('Jollof rice').getAttribute('aria-busy')).toBeNull());
    expect(api.sent(ADD)).toHaveLength(1);
    expect(cartsNow()).toEqual([]);
  });

  it('asks for add-ons first and enforces each group’s rule', async () => {
    sessionStore.getState().signIn('token', 7);
    api.answer(ADD, aCart());
    await openStore();

    fireEvent.click(addButton('Amala combo'));
    const dialog = await screen.findByRole('dialog', { name: 'Amala combo' });
    expect(within(dialog).getByText('Choose 1')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: /Add to cart/ }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose one');
    expect(api.sent(ADD)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('radio', { name: /Gbegiri/ }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Ponmo/ }));
    const confirm = within(dialog).getByRole('button', { name: /Add to cart/ });
    expect(confirm.textContent).toContain('₦3,800');
    fireEvent.click(confirm);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await addsSent()).toEqual([
      {
        vendor_id: 'vendor-1',
        cart_id: null,
        product_uuid: 'p-addons',
        quantity: 1,
        addons: [
          { addon_uuid: 'gbegiri', quantity: 1 },
          { addon_uuid: 'ponmo', quantity: 1 },
        ],
      },
    ]);
  });

  it('keeps the add-on choice open when adding fails, and closes it on cancel', async () => {
    sessionStore.getState().signIn('token', 7);
    api.drop(ADD);
    await openStore();

    fireEvent.click(addButton('Amala combo'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: /Ewedu/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: /Add to cart/ }));
    await waitFor(() => expect(api.sent(ADD)).toHaveLength(1));
    await act(() => Promise.resolve());
    expect(screen.getByRole('dialog')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cartsNow()).toEqual([]);
  });
});
