import { getCarts } from '@jara/api/cart';
import { cartStore } from '@jara/state/cart-store';
import { aCart } from '../testing/fixtures';
import { syncCarts } from './sync-carts';

jest.mock('@jara/api/cart');

const carts = jest.mocked(getCarts);

beforeEach(() => {
  carts.mockReset();
  cartStore.getState().clear();
});

describe('syncCarts', () => {
  it("asks for the stored ids and makes the store match the customer's carts", async () => {
    cartStore.setState({
      cartIds: { 'vendor-1': 'cart-1', 'vendor-2': 'cart-gone' },
      activeVendorId: 'vendor-1',
    });
    carts.mockResolvedValue([aCart(), aCart({ uuid: 'cart-3', vendor: 'vendor-3' })]);

    await syncCarts();

    expect(carts).toHaveBeenCalledWith(['cart-1', 'cart-gone']);
    const state = cartStore.getState();
    expect(Object.keys(state.carts).sort()).toEqual(['vendor-1', 'vendor-3']);
    expect(state.cartIds).toEqual({ 'vendor-1': 'cart-1', 'vendor-3': 'cart-3' });
    expect(state.activeVendorId).toBe('vendor-1');
  });

  it('drops the active cart when the server no longer has it', async () => {
    cartStore.setState({ cartIds: { 'vendor-2': 'cart-gone' }, activeVendorId: 'vendor-2' });
    carts.mockResolvedValue([]);
    await syncCarts();
    expect(cartStore.getState()).toMatchObject({ carts: {}, cartIds: {}, activeVendorId: null });
  });

  it('keeps a cart the customer changed while the read was on its way', async () => {
    let answer: (value: ReturnType<typeof aCart>[]) => void = () => {};
    carts.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    cartStore.setState({ cartIds: { 'vendor-1': 'cart-old' } });

    const sync = syncCarts();
    const newer = aCart({ uuid: 'cart-new' });
    cartStore.getState().putCart(newer);
    answer([]);
    await sync;

    expect(cartStore.getState().carts['vendor-1']).toBe(newer);
  });

  it('shares one read between callers, and reads again once it is done', async () => {
    carts.mockResolvedValue([]);
    await Promise.all([syncCarts(), syncCarts()]);
    expect(carts).toHaveBeenCalledTimes(1);
    await syncCarts();
    expect(carts).toHaveBeenCalledTimes(2);
  });

  it('leaves the store as it was when the read fails', async () => {
    const cart = aCart();
    cartStore.getState().putCart(cart);
    carts.mockRejectedValue(new Error('offline'));
    await expect(syncCarts()).rejects.toThrow('offline');
    expect(cartStore.getState().carts['vendor-1']).toBe(cart);
  });
});
