import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@jara/api/api-error';
import {
  clearUnavailableCartItems,
  deleteCartItems,
  getCarts,
  updateCartItems,
} from '@jara/api/cart';
import { getVendorProducts } from '@jara/api/marketplace';
import { bus } from '@jara/bus';
import type { BusEvents } from '@jara/contracts/bus-events';
import { useParcelProps } from '@jara/parcel/parcel';
import { cartStore } from '@jara/state/cart-store';
import { sessionStore } from '@jara/state/session-store';
import { answerCartReads, cartsIn, serveCarts } from '../testing/checkout-api-mocks';
import { aCart, anItem } from '../testing/fixtures';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { CartDrawer } from './cart-drawer';

jest.mock('@jara/api/cart');
jest.mock('@jara/api/marketplace');
jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const props = makeParcelProps();
const emptied: BusEvents['cart:emptied'][] = [];
bus.on('cart:emptied', (event) => emptied.push(event));

const refused = () => new ApiError({ kind: 'http', status: 422, message: 'Refused' });

let rendered: ReturnType<typeof renderWithQuery>;

async function openDrawer() {
  rendered = renderWithQuery(<CartDrawer />);
  act(() => bus.emit('cart:open', {}));
  return screen.findByRole('dialog', { name: 'Your cart' });
}

/** The drawer once the served cart is read and shown. */
async function openDrawerOnCart() {
  const dialog = await openDrawer();
  await within(dialog).findByRole('region', { name: 'Mama Put' });
  return dialog;
}

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(useParcelProps).mockReturnValue(props);
  jest.mocked(getCarts).mockResolvedValue([]);
  jest.mocked(getVendorProducts).mockResolvedValue([]);
  sessionStore.getState().clear();
  cartStore.getState().clear();
  emptied.length = 0;
});

describe('keeping carts in sync', () => {
  it("reads the signed-in customer's carts when it mounts", async () => {
    sessionStore.getState().signIn('token', 7);
    cartStore.setState({ cartIds: { 'vendor-1': 'cart-1' } });
    jest.mocked(getCarts).mockResolvedValue([aCart()]);

    const dialog = await openDrawer();
    expect(await within(dialog).findByRole('region', { name: 'Mama Put' })).toBeTruthy();
    expect(getCarts).toHaveBeenCalledWith(['cart-1'], expect.anything());
  });

  it('reads nothing for a visitor, and reads once they log in', async () => {
    await openDrawer();
    expect(getCarts).not.toHaveBeenCalled();
    expect(screen.getByText('Your cart is empty.')).toBeTruthy();

    jest.mocked(getCarts).mockResolvedValue([aCart()]);
    sessionStore.getState().signIn('token', 7);
    act(() => bus.emit('auth:logged-in', { customerId: 7, via: 'login' }));
    expect(await screen.findByRole('region', { name: 'Mama Put' })).toBeTruthy();
  });

  it('says when the carts could not be refreshed, and tries again on request', async () => {
    sessionStore.getState().signIn('token', 7);
    jest
      .mocked(getCarts)
      .mockRejectedValueOnce(new ApiError({ kind: 'network', message: 'Network error' }))
      .mockResolvedValueOnce([aCart()]);

    const dialog = await openDrawer();
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('We could not refresh your carts');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Mama Put' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});

describe('editing a cart', () => {
  beforeEach(() => {
    sessionStore.getState().signIn('token', 7);
    answerCartReads();
  });

  it('changes a quantity through the API and shows the returned cart', async () => {
    serveCarts(aCart());
    cartStore.setState({ activeVendorId: null });
    const twice = aCart({ items: [anItem({ quantity: 2 })] });
    jest.mocked(updateCartItems).mockResolvedValue(twice);
    const dialog = await openDrawerOnCart();

    expect(
      (within(dialog).getByRole('button', { name: 'One less Jollof rice' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'One more Jollof rice' }));

    await waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe('2'));
    expect(updateCartItems).toHaveBeenCalledWith('cart-1', [{ uuid: 'item-1', quantity: 2 }]);
    expect(within(dialog).getByText('Subtotal').textContent).toContain('₦5,000');
    expect(cartStore.getState().activeVendorId).toBeNull();
  });

  it('removes the cart and announces it emptied when its last item is removed', async () => {
    serveCarts(aCart());
    jest.mocked(deleteCartItems).mockResolvedValue(aCart({ items: [] }));
    const dialog = await openDrawerOnCart();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Jollof rice' }));

    expect(await within(dialog).findByText('Your cart is empty.')).toBeTruthy();
    expect(deleteCartItems).toHaveBeenCalledWith('cart-1', ['item-1']);
    expect(cartsIn(rendered.client)).toEqual([]);
    expect(cartStore.getState().cartIds).toEqual({});
    expect(emptied).toEqual([{ vendorId: 'vendor-1', cartId: 'cart-1' }]);
  });

  it('keeps the cart as it was when an edit is refused', async () => {
    const cart = aCart();
    serveCarts(cart);
    jest.mocked(deleteCartItems).mockRejectedValue(refused());
    const dialog = await openDrawerOnCart();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Jollof rice' }));
    await waitFor(() => expect(deleteCartItems).toHaveBeenCalled());
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
    const gone = anItem({ uuid: 'item-2', name: 'Zobo', is_available: false, price: 700 });
    serveCarts(aCart({ items: [anItem(), gone] }));
    jest.mocked(clearUnavailableCartItems).mockResolvedValue([aCart()]);
    const dialog = await openDrawerOnCart();

    expect(within(dialog).getByText('Unavailable')).toBeTruthy();
    expect(within(dialog).getByText('Subtotal').textContent).toContain('₦2,500');
    expect(within(dialog).getByText('Unavailable items are not counted.')).toBeTruthy();
    expect(
      (within(dialog).getByRole('button', { name: 'Checkout' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove unavailable items' }));

    await waitFor(() => expect(within(dialog).queryByText('Zobo')).toBeNull());
    expect(clearUnavailableCartItems).toHaveBeenCalledWith(['cart-1'], { silent: false });
    expect(
      (within(dialog).getByRole('button', { name: 'Checkout' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('announces the cart emptied when only unavailable items were in it', async () => {
    serveCarts(aCart({ items: [anItem({ is_available: false })] }));
    jest.mocked(clearUnavailableCartItems).mockResolvedValue([aCart({ items: [] })]);
    const dialog = await openDrawerOnCart();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove unavailable items' }));
    expect(await within(dialog).findByText('Your cart is empty.')).toBeTruthy();
    expect(emptied).toEqual([{ vendorId: 'vendor-1', cartId: 'cart-1' }]);
  });

  it("closes and goes to that cart's checkout", async () => {
    serveCarts(aCart());
    const dialog = await openDrawerOnCart();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Checkout' }));
    expect(props.navigate).toHaveBeenCalledWith('/store/checkout?cart=cart-1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
