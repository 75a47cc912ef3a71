import { bus } from '@jara/bus';
import { aCart } from '@jara/testing/builders/cart';
import { cartStore } from './cart-store';
import { checkoutStore } from './checkout-store';
import { endSession } from './end-session';
import { locationStore } from './location-store';
import { sessionStore } from './session-store';

const cart = aCart({ uuid: 'c1', vendor: 'v1' });

function signInWithEverything() {
  sessionStore.getState().signIn('token', 7);
  sessionStore.getState().signInToPlans('plan-token', 9);
  cartStore.getState().putCart(cart);
  checkoutStore.getState().startCheckout('c1');
  checkoutStore.getState().carryCode('WELCOME10');
  locationStore.getState().setCountry('KE');
  locationStore.getState().setDeliveryCheck(1, 'Westlands');
  locationStore.getState().setDeliveryEstimate({ min: 20, max: 35 }, 250);
  sessionStorage.setItem('plan-draft', 'x');
}

describe('endSession', () => {
  it.each(['logout', 'unauthorized'] as const)(
    'ended by %s: clears the session, cart, checkout, place and tab storage, keeps the country, then tells every bundle',
    (reason) => {
      signInWithEverything();
      const seen: unknown[] = [];
      const off = bus.on('auth:logged-out', (event) =>
        // Bundles react to the event by reading the stores: they must already be empty.
        seen.push([event, sessionStore.getState().token, cartStore.getState().cartIds]),
      );

      endSession(reason);
      off();

      expect(seen).toEqual([[{ reason }, null, {}]]);
      expect(sessionStore.getState()).toMatchObject({
        token: null,
        customerId: null,
        planToken: null,
      });
      expect(cartStore.getState()).toMatchObject({ cartIds: {}, activeVendorId: null });
      expect(JSON.parse(localStorage.getItem('jara.carts')!).state.cartIds).toEqual({});
      expect(checkoutStore.getState()).toMatchObject({ cartId: null, nextCode: '' });
      expect(locationStore.getState()).toMatchObject({
        country: 'KE',
        deliveryAvailable: false,
        canDeliver: null,
        price: null,
      });
      expect(sessionStorage.length).toBe(0);
    },
  );

  it('still ends the session where the browser refuses session storage', () => {
    signInWithEverything();
    const clear = jest.spyOn(Storage.prototype, 'clear').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(() => endSession('unauthorized')).not.toThrow();
    expect(sessionStore.getState().token).toBeNull();
    clear.mockRestore();
  });
});
