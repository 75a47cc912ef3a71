import { bus } from '@jara/bus';
import { aCart } from '@jara/testing/builders/cart';
import { cartStore } from './cart-store';

const cart = (vendor: string, uuid: string) => aCart({ vendor, uuid });

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

  it("takes the ids of the server's carts, forgetting a vendor it no longer has a cart for", () => {
    cartStore.setState({ cartIds: { v1: 'c1', v2: 'gone' }, activeVendorId: 'v1' });
    cartStore.getState().cartsRead([cart('v1', 'c1')]);
    expect(cartStore.getState()).toMatchObject({ cartIds: { v1: 'c1' }, activeVendorId: 'v1' });
  });

  it('drops the active cart when the server no longer has it', () => {
    cartStore.setState({ cartIds: { v2: 'gone' }, activeVendorId: 'v2' });
    cartStore.getState().cartsRead([]);
    expect(cartStore.getState()).toMatchObject({ cartIds: {}, activeVendorId: null });
  });

  it('persists the cart ids and the active vendor on the device', () => {
    cartStore.getState().putCart(cart('v1', 'c1'));
    const saved = JSON.parse(localStorage.getItem('jara.carts') ?? '{}');
    expect(saved.state).toEqual({ cartIds: { v1: 'c1' }, activeVendorId: 'v1' });
  });
});
