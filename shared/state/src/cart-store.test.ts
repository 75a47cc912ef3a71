import { bus } from '@jara/bus';
import type { Cart } from '@jara/contracts/entities';
import { cartStore } from './cart-store';

const cart = (vendor: string, uuid: string): Cart => ({
  uuid,
  vendor,
  vendor_name: vendor,
  currency: 'NGN',
  main_items_count: 1,
  subtotal: 0,
  items: [],
});

describe('cart store', () => {
  beforeEach(() => cartStore.getState().clear());

  it('records one cart id per vendor and makes the last added active', () => {
    cartStore.getState().putCart(cart('v1', 'c1'));
    cartStore.getState().putCart(cart('v2', 'c2'));
    cartStore.getState().putCart(cart('v1', 'c1'));
    expect(cartStore.getState()).toMatchObject({
      cartIds: { v1: 'c1', v2: 'c2' },
      activeVendorId: 'v1',
    });
  });

  it('keeps the active cart when another cart is edited', () => {
    cartStore.getState().putCart(cart('v1', 'c1'));
    cartStore.getState().putCart(cart('v2', 'c2'));
    cartStore.getState().cartEdited(cart('v1', 'c1'));
    expect(cartStore.getState().activeVendorId).toBe('v2');
  });

  it('forgets an emptied cart and tracks it once; a checked-out cart is not tracked', () => {
    const emptied: unknown[] = [];
    const off = bus.on('cart:emptied', (event) => emptied.push(event));
    cartStore.getState().putCart(cart('v1', 'c1'));
    cartStore.getState().putCart(cart('v2', 'c2'));

    cartStore.getState().cartEmptied('v1', 'c1');
    cartStore.getState().cartCheckedOut('v2');
    off();

    expect(emptied).toEqual([{ vendorId: 'v1', cartId: 'c1' }]);
    expect(cartStore.getState()).toMatchObject({ cartIds: {}, activeVendorId: null });
  });

  it("takes the server's carts, keeping an id that changed while the read was on its way", () => {
    cartStore.setState({ cartIds: { v1: 'c1', v2: 'gone', v3: 'old' }, activeVendorId: 'v1' });
    const asked = { ...cartStore.getState().cartIds };
    cartStore.getState().putCart(cart('v3', 'new'));
    cartStore.getState().putCart(cart('v1', 'c1'));

    cartStore.getState().serverCartsRead(asked, [cart('v1', 'c1'), cart('v4', 'c4')]);

    expect(cartStore.getState().cartIds).toEqual({ v1: 'c1', v3: 'new', v4: 'c4' });
    expect(cartStore.getState().activeVendorId).toBe('v1');
  });

  it('drops the active cart when the server no longer has it', () => {
    cartStore.setState({ cartIds: { v2: 'gone' }, activeVendorId: 'v2' });
    cartStore.getState().serverCartsRead({ v2: 'gone' }, []);
    expect(cartStore.getState()).toMatchObject({ cartIds: {}, activeVendorId: null });
  });

  it('persists the cart ids and the active vendor on the device', () => {
    cartStore.getState().putCart(cart('v1', 'c1'));
    const saved = JSON.parse(localStorage.getItem('jara.carts') ?? '{}');
    expect(saved.state).toEqual({ cartIds: { v1: 'c1' }, activeVendorId: 'v1' });
  });
});
