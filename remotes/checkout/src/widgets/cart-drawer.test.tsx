import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@jara/bus';
import type { BusEvents } from '@jara/contracts/bus-events';
import { useParcelProps } from '@jara/parcel/parcel';
import { cartStore } from '@jara/state/cart-store';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { cartsIn, serveCarts } from '../testing/checkout-answers';
import { aCart, aCartItem } from '@jara/testing/builders/cart';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { bodyOf, queryOf } from '@jara/testing/sent-requests';
import { CartDrawer } from './cart-drawer';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
const props = makeParcelProps();
const emptied: BusEvents['cart:emptied'][] = [];
bus.on('cart:emptied', (event) => emptied.push(event));
const toasts: BusEvents['toast:show'][] = [];
bus.on('toast:show', (toast) => void toasts.push(toast));

let rendered: ReturnType<typeof renderWithQuery>;

async function openDrawer() {
  rendered = renderWithQuery(<CartDrawer />);
  act(() => bus.emit('cart:open', {}));
  return screen.findByRole('dialog', { name: 'Your cart' });
}

/** The drawer once the served cart is read and shown. */
async function openDrawerOnCart() {
  const dialog = await openDrawer();
  await within(dialog).findByRole('region', { name: 'Mama Put Kitchen' });
  return dialog;
}

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(useParcelProps).mockReturnValue(props);
  api.answer('GET /marketplace/cart', []);
  api.answer('GET /marketplace/vendors/{id}/products', []);
  sessionStore.getState().clear();
  cartStore.getState().clear();
  emptied.length = 0;
  toasts.length = 0;
});

describe('keeping carts in sync', () => {
  it("reads the signed-in customer's carts when it mounts", async () => {
    sessionStore.getState().signIn('token', 7);
    cartStore.setState({ cartIds: { 'vendor-1': 'cart-1' } });
    api.answer('GET /marketplace/cart', [aCart()]);

    const dialog = await openDrawer();
    expect(await within(dialog).findByRole('region', { name: 'Mama Put Kitchen' })).toBeTruthy();
    expect(api.sent('GET /marketplace/cart').map(queryOf)).toEqual([{ cart_ids: 'cart-1' }]);
  });

  it('reads nothing for a visitor, and reads once they log in', async () => {
    await openDrawer();
    // Nothing on its way: a read counts as fetching at once, before its request leaves.
    expect(rendered.client.isFetching()).toBe(0);
    expect(screen.getByText('Your cart is empty.')).toBeTruthy();

    api.answer('GET /marketplace/cart', [aCart()]);
    act(() => {
      sessionStore.getState().signIn('token', 7);
      bus.emit('auth:logged-in', { customerId: 7, via: 'login' });
    });
    expect(await screen.findByRole('region', { name: 'Mama Put Kitchen' })).toBeTruthy();
    expect(api.sent('GET /marketplace/cart')).toHaveLength(1);
    expect(api.sent('GET /marketplace/cart')[0]!.headers.get('authorization')).toBe('Bearer token');
  });

  it('says when the carts could not be refreshed, and tries again on request', async () => {
    sessionStore.getState().signIn('token', 7);
    api.drop('GET /marketplace/cart');

    const dialog = await openDrawer();
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('We could not refresh your carts');
    api.answer('GET /marketplace/cart', [aCart()]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Mama Put Kitchen' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});

describe('editing a cart', () => {
  beforeEach(() => {
    sessionStore.getState().signIn('token', 7);
  });

  it('changes a quantity through the API and shows the returned cart', async () => {
    serveCarts(api, aCart());
    cartStore.setState({ activeVendorId: null });
    const twice = aCart({ items: [aCartItem({ quantity: 2 })] });
    api.answer('PUT /marketplace/cart/{id}/items', twice);
    const dialog = await openDrawerOnCart();

    expect(
      (within(dialog).getByRole('button', { name: 'One less Jollof rice' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'One more Jollof rice' }));

    await waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe('2'));
    const [change] = api.sent('PUT /marketplace/cart/{id}/items');
    expect(new URL(change!.url).pathname).toBe('/api/marketplace/cart/cart-1/items');
    expect(await Promise.all(api.sent('PUT /marketplace/cart/{id}/items').map(bodyOf))).toEqual([
      { items: [{ uuid: 'item-1', quantity: 2 }] },
    ]);
    expect(within(dialog).getByText('Subtotal').textContent).toContain('₦5,000');
    expect(cartStore.getState().activeVendorId).toBeNull();
  });

  it('removes the cart and announces it emptied when its last item is removed', async () => {
    serveCarts(api, aCart());
    api.answer('POST /marketplace/cart/{id}/items/delete', aCart({ items: [] }));
    const dialog = await openDrawerOnCart();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Jollof rice' }));

    expect(await within(dialog).findByText('Your cart is empty.')).toBeTruthy();
    const [removal] = api.sent('POST /marketplace/cart/{id}/items/delete');
    expect(new URL(removal!.url).pathname).toBe('/api/marketplace/cart/cart-1/items/delete');
    expect(
      await Promise.all(api.sent('POST /marketplace/cart/{id}/items/delete').map(bodyOf)),
    ).toEqual([{ item_ids: ['item-1'] }]);
    expect(cartsIn(rendered.client)).toEqual([]);
    expect(cartStore.getState().cartIds).toEqual({});
    expect(emptied).toEqual([{ vendorId: 'vendor-1', cartId: 'cart-1' }]);
  });

  it('keeps the cart as it was when an edit is refused', async () => {
    const cart = aCart();
    serveCarts(api, cart);
    api.refuse('POST /marketplace/cart/{id}/items/delete', 422, 'Refused');
    const dialog = await openDrawerOnCart();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Jollof rice' }));
    await waitFor(() =>
      expect(api.sent('POST /marketplace/cart/{id}/items/delete')).toHaveLength(1),
    );
    await waitFor(() =>
      expect(
        (within(dialog).getByRole('button', { name: 'Remove Jollof rice' }) as HTMLButtonElement)
          .disabled,
      ).toBe(false),
    );
    expect(cartsIn(rendered.client)).toEqual([cart]);
    expect(emptied).toEqual([]);
  });

  it('marks unavailable items, blocks checkout, and removes them on request', async () => {
    const gone = aCartItem({ uuid: 'item-2', name: 'Zobo', is_available: false, price: 700 });
    serveCarts(api, aCart({ items: [aCartItem(), gone] }));
    api.answer(
      'POST /marketplace/cart/clear/unavailable_items',
      [aCart()],
      'Unavailable items removed.',
    );
    const dialog = await openDrawerOnCart();

    expect(within(dialog).getByText('Unavailable')).toBeTruthy();
    expect(within(dialog).getByText('Subtotal').textContent).toContain('₦2,500');
    expect(within(dialog).getByText('Unavailable items are not counted.')).toBeTruthy();
    expect(
      (within(dialog).getByRole('button', { name: 'Checkout' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove unavailable items' }));

    await waitFor(() => expect(within(dialog).queryByText('Zobo')).toBeNull());
    expect(
      await Promise.all(api.sent('POST /marketplace/cart/clear/unavailable_items').map(bodyOf)),
    ).toEqual([{ cart_ids: ['cart-1'] }]);
    // The customer asked for it: not a silent background call, so the server's word shows.
    expect(toasts).toEqual([{ kind: 'success', message: 'Unavailable items removed.' }]);
    expect(
      (within(dialog).getByRole('button', { name: 'Checkout' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('announces the cart emptied when only unavailable items were in it', async () => {
    serveCarts(api, aCart({ items: [aCartItem({ is_available: false })] }));
    api.answer('POST /marketplace/cart/clear/unavailable_items', [aCart({ items: [] })]);
    const dialog = await openDrawerOnCart();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove unavailable items' }));
    expect(await within(dialog).findByText('Your cart is empty.')).toBeTruthy();
    expect(emptied).toEqual([{ vendorId: 'vendor-1', cartId: 'cart-1' }]);
  });

  it('puts the cart of the store it was opened for first', async () => {
    const sahad = aCart({ uuid: 'cart-2', vendor: 'vendor-2', vendor_name: 'Sahad Smoothies' });
    serveCarts(api, aCart(), sahad);
    rendered = renderWithQuery(<CartDrawer />);
    act(() => bus.emit('cart:open', { vendorId: 'vendor-2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your cart' });
    await within(dialog).findByRole('region', { name: 'Mama Put Kitchen' });

    const stores = within(dialog)
      .getAllByRole('region')
      .map((cart) => cart.getAttribute('aria-label'));
    expect(stores).toEqual(['Sahad Smoothies', 'Mama Put Kitchen']);
  });

  it("closes and goes to that cart's checkout", async () => {
    serveCarts(api, aCart());
    const dialog = await openDrawerOnCart();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Checkout' }));
    expect(props.navigate).toHaveBeenCalledWith('/store/checkout?cart=cart-1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
