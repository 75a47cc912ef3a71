import { bus } from '@jara/bus';
import type { Cart } from '@jara/contracts/entities';
import { cartItemCount, cartStore, totalItemCount } from './cart-store';

const cart = (vendor: string, uuid: string, quantities: number[]): Cart => ({
  uuid,
  vendor,
  vendor_name: vendor,
  currency: 'NGN',
  main_items_count: quantities.length,
  subtotal: 0,
  items: quantities.map((quantity, index) => ({
    uuid: `${uuid}-${index}`,
    product_uuid: `p${index}`,
    name: `Item ${index}`,
    image_url: '',
    price: 100,
    quantity,
    is_available: true,
    addons: [],
  })),
});

describe('cart store', () => {
  beforeEach(() => cartStore.getState().clear());

  it('keeps one cart per vendor, records its id and makes it active', () => {
    cartStore.getState().putCart(cart('v1', 'c1', [1]));
    cartStore.getState().putCart(cart('v2', 'c2', [2]));
    cartStore.getState().putCart(cart('v1', 'c1', [1, 1]));

    const state = cartStore.getState();
    expect(Object.keys(state.carts)).toEqual(['v1', 'v2']);
    expect(state.cartIds).toEqual({ v1: 'c1', v2: 'c2' });
    expect(state.activeVendorId).toBe('v1');
  });

  it('counts the sum of item quantities, per cart and overall', () => {
    cartStore.getState().putCart(cart('v1', 'c1', [2, 3]));
    cartStore.getState().putCart(cart('v2', 'c2', [1]));
    expect(cartItemCount(cartStore.getState().carts.v1)).toBe(5);
    expect(cartItemCount(undefined)).toBe(0);
    expect(totalItemCount(cartStore.getState())).toBe(6);
  });

  it('keeps the active cart when another cart is edited, and records the edit', () => {
    cartStore.getState().putCart(cart('v1', 'c1', [1]));
    cartStore.getState().putCart(cart('v2', 'c2', [1]));
    cartStore.getState().cartEdited(cart('v1', 'c1', [4]));
    expect(cartStore.getState().activeVendorId).toBe('v2');
    expect(cartItemCount(cartStore.getState().carts.v1)).toBe(4);
  });

  it('forgets an emptied cart and tracks it once; a checked-out cart is not tracked', () => {
    const emptied: unknown[] = [];
    const off = bus.on('cart:emptied', (event) => emptied.push(event));
    cartStore.getState().putCart(cart('v1', 'c1', [1]));
    cartStore.getState().putCart(cart('v2', 'c2', [1]));

    cartStore.getState().cartEdited(cart('v1', 'c1', []));
    cartStore.getState().cartCheckedOut('v2');
    off();

    expect(emptied).toEqual([{ vendorId: 'v1', cartId: 'c1' }]);
    expect(cartStore.getState()).toMatchObject({ carts: {}, cartIds: {}, activeVendorId: null });
  });

  it("matches the server's carts, keeping one changed while the read was on its way", () => {
    cartStore.setState({ cartIds: { v1: 'c1', v2: 'gone', v3: 'old' }, activeVendorId: 'v1' });
    const asked = { ...cartStore.getState().cartIds };
    cartStore.getState().putCart(cart('v3', 'new', [2]));
    cartStore.getState().putCart(cart('v1', 'c1', [1]));

    cartStore.getState().serverCartsRead(asked, [cart('v1', 'c1', [3]), cart('v4', 'c4', [1])]);

    const state = cartStore.getState();
    expect(state.cartIds).toEqual({ v1: 'c1', v3: 'new', v4: 'c4' });
    expect(cartItemCount(state.carts.v1)).toBe(3);
    expect(state.activeVendorId).toBe('v1');
  });

  it('drops the active cart when the server no longer has it', () => {
    cartStore.setState({ cartIds: { v2: 'gone' }, activeVendorId: 'v2' });
    cartStore.getState().serverCartsRead({ v2: 'gone' }, []);
    expect(cartStore.getState()).toMatchObject({ carts: {}, cartIds: {}, activeVendorId: null });
  });

  it('persists only the cart ids and the active vendor on the device', () => {
    cartStore.getState().putCart(cart('v1', 'c1', [1]));
    const saved = JSON.parse(localStorage.getItem('jara.carts') ?? '{}');
    expect(saved.state).toEqual({ cartIds: { v1: 'c1' }, activeVendorId: 'v1' });
  });
});
