import { cartStore } from '@jara/state/cart-store';
import { checkoutStore } from '@jara/state/checkout-store';
import { locationStore } from '@jara/state/location-store';
import { sessionStore } from '@jara/state/session-store';
import { aCart } from '@jara/testing/builders/cart';
import { getProfile } from './account';
import { getVendor } from './marketplace';
import { getPayForMe } from './payments';
import { generatePlanAmount } from './plans';
import { failure, MAIN_BASE, PLANS_BASE, setUpApiTest } from './testing/api-test-harness';

const api = setUpApiTest();

const CLEANING = {
  service: 'cleaning',
  kind: 'plan',
  bedrooms: 2,
  bathrooms: 1,
  frequency: 'weekly',
  deep_clean: false,
} as const;

const CART = aCart();

/** What the last customer left on the page: a cart, a checkout, a place, tab storage. */
function leaveCustomerData() {
  cartStore.getState().putCart(CART);
  checkoutStore.getState().startCheckout(CART.uuid);
  locationStore.getState().setCountry('KE');
  locationStore.getState().setDeliveryCheck(1, 'Westlands');
  sessionStorage.setItem('scratch', 'x');
}

describe("a session ended by the server leaves nothing of the customer's on the page", () => {
  it.each([401, 404])(
    'a signed-in %s drops the cart and its stored ids, the checkout, the place and tab storage; the country stays',
    async (status) => {
      api.signIn();
      leaveCustomerData();
      api.main.onGet(`${MAIN_BASE}/account/profile`).reply(status, failure('Unauthenticated.'));
      await expect(getProfile()).rejects.toMatchObject({ status });
      expect(cartStore.getState()).toMatchObject({ cartIds: {}, activeVendorId: null });
      expect(JSON.parse(localStorage.getItem('jara.carts')!).state.cartIds).toEqual({});
      expect(checkoutStore.getState().cartId).toBeNull();
      expect(locationStore.getState()).toMatchObject({ country: 'KE', deliveryAvailable: false });
      expect(sessionStorage.length).toBe(0);
    },
  );

  it("a visitor's 404 leaves the visitor's page as it was", async () => {
    leaveCustomerData();
    api.main.onGet(`${MAIN_BASE}/marketplace/vendors/nope`).reply(404, failure('Not found.'));
    await expect(getVendor('nope')).rejects.toMatchObject({ status: 404 });
    expect(cartStore.getState().cartIds).toEqual({ 'vendor-1': 'cart-1' });
    expect(sessionStorage.getItem('scratch')).toBe('x');
  });
});

describe('401 and 404 end the session only while signed in (spec 4, 6)', () => {
  it.each([401, 404])(
    'a signed-in %s clears the session and emits auth:logged-out',
    async (status) => {
      api.signIn();
      api.main.onGet(`${MAIN_BASE}/account/profile`).reply(status, failure('Unauthenticated.'));
      await expect(getProfile()).rejects.toMatchObject({ status });
      expect(sessionStore.getState().token).toBeNull();
      expect(sessionStore.getState().customerId).toBeNull();
      expect(api.loggedOut).toEqual([{ reason: 'unauthorized' }]);
    },
  );

  it("a visitor's 404 emits nothing and changes nothing", async () => {
    api.main
      .onGet(`${MAIN_BASE}/marketplace/vendors/nope`)
      .reply(404, failure('Vendor not found.'));
    await expect(getVendor('nope')).rejects.toMatchObject({ status: 404 });
    expect(api.loggedOut).toEqual([]);
    expect(api.toasts).toEqual([{ kind: 'error', message: 'Vendor not found.' }]);
  });

  it('an unknown pay-for-me link answers 404 without signing the customer out; a 401 still does', async () => {
    api.signIn();
    api.main
      .onGet(`${MAIN_BASE}/marketplace/pay_for_me/old`)
      .reply(404, failure('This payment link does not exist.'));
    await expect(getPayForMe('old')).rejects.toMatchObject({ status: 404 });
    expect(sessionStore.getState().token).toBe('main-token');
    expect(api.loggedOut).toEqual([]);

    api.main
      .onGet(`${MAIN_BASE}/marketplace/pay_for_me/old`)
      .reply(401, failure('Unauthenticated.'));
    await expect(getPayForMe('old')).rejects.toMatchObject({ status: 401 });
    expect(api.loggedOut).toEqual([{ reason: 'unauthorized' }]);
  });

  it('other failures keep the customer signed in', async () => {
    api.signIn();
    api.main.onGet(`${MAIN_BASE}/account/profile`).reply(403, failure('Forbidden.'));
    await expect(getProfile()).rejects.toMatchObject({ status: 403 });
    api.main.onGet(`${MAIN_BASE}/account/profile`).reply(500, failure('Oops.'));
    await expect(getProfile()).rejects.toMatchObject({ status: 500 });
    expect(sessionStore.getState().token).toBe('main-token');
    expect(api.loggedOut).toEqual([]);
  });

  it('a 404 with an unreadable body still ends a signed-in session', async () => {
    api.signIn();
    api.main.onGet(`${MAIN_BASE}/account/profile`).reply(404, '<html>Not Found</html>');
    await expect(getProfile()).rejects.toMatchObject({ status: 404, kind: 'unreadable' });
    expect(api.loggedOut).toHaveLength(1);
  });

  it('several calls failing together log out once', async () => {
    api.signIn();
    api.main.onGet(`${MAIN_BASE}/account/profile`).reply(401, failure('Unauthenticated.'));
    await Promise.allSettled([getProfile(), getProfile(), getProfile()]);
    expect(api.loggedOut).toHaveLength(1);
  });

  it('a stale 401 does not log out a customer who signed in again meanwhile', async () => {
    api.signIn('old-token');
    api.main.onGet(`${MAIN_BASE}/account/profile`).reply(() => {
      sessionStore.getState().signIn('new-token', 7);
      return [401, failure('Unauthenticated.')];
    });
    await expect(getProfile()).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.getState().token).toBe('new-token');
    expect(api.loggedOut).toEqual([]);
  });

  it('a 401 on the plans base ends the session when a plan token was sent', async () => {
    api.signInToPlans();
    api.plans.onPost(`${PLANS_BASE}/plan/generate_amount`).reply(401, failure('Unauthenticated.'));
    await expect(generatePlanAmount(CLEANING)).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.getState().planToken).toBeNull();
    expect(api.loggedOut).toEqual([{ reason: 'unauthorized' }]);
  });

  it('a plans 404 without a plan token leaves the main session alone', async () => {
    api.signIn();
    api.plans.onPost(`${PLANS_BASE}/plan/generate_amount`).reply(404, failure('Not found.'));
    await expect(generatePlanAmount(CLEANING)).rejects.toMatchObject({ status: 404 });
    expect(sessionStore.getState().token).toBe('main-token');
    expect(api.loggedOut).toEqual([]);
  });
});
