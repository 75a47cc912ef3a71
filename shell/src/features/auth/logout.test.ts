import { bus } from '@jara/bus';
import { cartStore } from '@jara/state/cart-store';
import { checkoutStore } from '@jara/state/checkout-store';
import { locationStore } from '@jara/state/location-store';
import { sessionStore } from '@jara/state/session-store';
import { aCart } from '@jara/testing/builders/cart';
import { aCustomer } from '@jara/testing/builders/customer';
import { logout } from './logout';

const cart = aCart();

function signInWithEverything() {
  sessionStore.getState().signIn('token', 7, aCustomer());
  sessionStore.getState().signInToPlans('plan-token', 9);
  cartStore.getState().putCart(cart);
  checkoutStore.getState().startCheckout(cart.uuid);
  checkoutStore.getState().setDiscountCode('WELCOME10');
  locationStore.getState().setCountry('KE');
  locationStore.getState().setUserLocation({
    longitude: 36.8,
    latitude: -1.28,
    address: 'Westlands',
    locationArea: null,
    customer_address: 'Westlands',
  });
  locationStore.getState().setDeliveryCheck(1, 'Westlands');
  locationStore.getState().setDeliveryEstimate({ min: 20, max: 35 }, 250);
  locationStore.getState().setBusinessTypes([{ id: 1, name: 'Restaurants', slug: 'restaurants' }]);
  sessionStorage.setItem('scratch', 'x');
}

describe('logout', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('clears everything spec section 4 lists, keeps the country, and tells every bundle', () => {
    signInWithEverything();
    const events: unknown[] = [];
    const offs = [
      bus.on('auth:logged-out', (event) => events.push(['logged-out', event])),
      bus.on('toast:show', (event) => events.push(['toast', event])),
    ];
    const navigate = jest.fn();
    const reload = jest.fn();

    logout({ navigate, reload });

    expect(sessionStore.getState()).toMatchObject({
      token: null,
      customerId: null,
      customer: null,
      planToken: null,
    });
    expect(cartStore.getState()).toMatchObject({ cartIds: {}, activeVendorId: null });
    expect(checkoutStore.getState()).toMatchObject({ cartId: null, discountCode: '' });
    expect(locationStore.getState()).toMatchObject({
      country: 'KE',
      userLocation: { address: '', latitude: null },
      deliveryAvailable: false,
      canDeliver: null,
      deliveryTime: null,
      price: null,
      businessTypes: [],
    });
    expect(sessionStorage.length).toBe(0);
    expect(JSON.parse(localStorage.getItem('jara.carts')!).state.cartIds).toEqual({});
    expect(events).toEqual([
      ['logged-out', { reason: 'logout' }],
      ['toast', { kind: 'success', message: 'Log Out Successfully' }],
    ]);
    expect(navigate).toHaveBeenCalledWith('/stores');
    offs.forEach((off) => off());
  });

  it('reloads the page 1000 ms after logging out, not before', () => {
    const reload = jest.fn();
    logout({ navigate: jest.fn(), reload });
    jest.advanceTimersByTime(999);
    expect(reload).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
