import { checkoutStore } from './checkout-store';

describe('checkoutStore', () => {
  beforeEach(() => checkoutStore.getState().clear());

  it('starts the next checkout with a carried code, once', () => {
    checkoutStore.getState().carryCode('JARA10');
    checkoutStore.getState().startCheckout('cart-1');
    expect(checkoutStore.getState()).toMatchObject({
      cartId: 'cart-1',
      discountCode: 'JARA10',
      nextCode: '',
    });

    checkoutStore.getState().startCheckout('cart-2');
    expect(checkoutStore.getState().discountCode).toBe('');
  });

  it('forgets a carried code on clear (logout)', () => {
    checkoutStore.getState().carryCode('JARA10');
    checkoutStore.getState().clear();
    expect(checkoutStore.getState().nextCode).toBe('');
  });
});
