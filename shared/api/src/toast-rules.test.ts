import { aCustomer } from '@jara/testing/builders/customer';
import { anOrder } from '@jara/testing/builders/order';
import { aVendor } from '@jara/testing/builders/vendor';
import { login, getNotifications, recordStoreView, updateProfile } from './account';
import { clearUnavailableCartItems, getCarts } from './cart';
import { estimateDelivery } from './delivery';
import { getVendor } from './marketplace';
import { getActiveOrders, getLatestOrder } from './orders';
import { planLogin } from './plans';
import { failure, MAIN_BASE, PLANS_BASE, setUpApiTest, success } from './testing/api-test-harness';

const api = setUpApiTest();

const vendorUrl = `${MAIN_BASE}/marketplace/vendors/mama-put`;

describe('toasts of spec 8', () => {
  it('shows a non-empty success message as a success toast', async () => {
    api.signIn();
    api.main
      .onPost(`${MAIN_BASE}/account/profile`)
      .reply(200, success(aCustomer(), 'Profile updated successfully'));
    await updateProfile({ name: 'Ada' });
    expect(api.toasts).toEqual([{ kind: 'success', message: 'Profile updated successfully' }]);
  });

  it('shows nothing for a success with an empty or blank message', async () => {
    api.main.onGet(vendorUrl).replyOnce(200, success(aVendor({ slug: 'mama-put' }), ''));
    api.main.onGet(vendorUrl).replyOnce(200, success(aVendor({ slug: 'mama-put' }), '   '));
    await getVendor('mama-put');
    await getVendor('mama-put');
    expect(api.toasts).toEqual([]);
  });

  it("shows the server's failure message as an error toast and throws it with field errors", async () => {
    api.signIn();
    api.main
      .onPost(`${MAIN_BASE}/account/profile`)
      .reply(422, failure('The email has already been taken.', { email: ['Taken.'] }));
    const error = await updateProfile({ email: 'ada@jara.test' }).catch((caught) => caught);
    expect(error).toMatchObject({
      name: 'ApiError',
      kind: 'http',
      status: 422,
      message: 'The email has already been taken.',
      fieldErrors: { email: ['Taken.'] },
    });
    expect(error.fieldError('email')).toBe('Taken.');
    expect(api.toasts).toEqual([{ kind: 'error', message: 'The email has already been taken.' }]);
  });

  it('shows a failed main login as a warning, not an error', async () => {
    api.main.onPost(`${MAIN_BASE}/login`).reply(401, failure('Invalid email or password.'));
    await expect(login({ email: 'a@b.c', password: 'nope' })).rejects.toMatchObject({
      status: 401,
    });
    expect(api.toasts).toEqual([{ kind: 'warning', message: 'Invalid email or password.' }]);
    expect(api.loggedOut).toEqual([]);
  });

  it('shows a failed plans login as a warning too', async () => {
    api.plans.onPost(`${PLANS_BASE}/v3/website/login`).reply(422, failure('Wrong password.'));
    await expect(planLogin({ email: 'a@b.c', password: 'nope' })).rejects.toThrow(
      'Wrong password.',
    );
    expect(api.toasts).toEqual([{ kind: 'warning', message: 'Wrong password.' }]);
  });

  it('shows a successful login message as a success toast', async () => {
    api.main
      .onPost(`${MAIN_BASE}/login`)
      .reply(200, success({ ...aCustomer(), access_token: 'tok' }, 'Login successful'));
    await expect(login({ email: 'a@b.c', password: 'ok' })).resolves.toMatchObject({ id: 7 });
    expect(api.toasts).toEqual([{ kind: 'success', message: 'Login successful' }]);
  });
});

describe('silent calls', () => {
  beforeEach(() => api.signIn());

  const silentCalls: [string, () => Promise<unknown>, () => ReturnType<typeof api.main.onAny>][] = [
    [
      'recordStoreView',
      () => recordStoreView('v-1'),
      () => api.main.onPost(`${MAIN_BASE}/marketplace/store_views`),
    ],
    [
      'getNotifications',
      () => getNotifications(),
      () => api.main.onGet(`${MAIN_BASE}/account/notifications`),
    ],
    [
      'getActiveOrders',
      () => getActiveOrders(),
      () => api.main.onGet(`${MAIN_BASE}/marketplace/orders/active`),
    ],
    [
      'getLatestOrder',
      () => getLatestOrder('o-1'),
      () => api.main.onGet(`${MAIN_BASE}/marketplace/orders/o-1/latest`),
    ],
    [
      'estimateDelivery',
      () =>
        estimateDelivery(
          { slug: 'v', latitude: 6.4, longitude: 3.4 },
          { latitude: 6.5, longitude: 3.5, customer_address: 'Lekki' },
        ),
      () => api.main.onGet(`${MAIN_BASE}/marketplace/delivery_location`),
    ],
    ['getCarts', () => getCarts(['c-1']), () => api.main.onGet(`${MAIN_BASE}/marketplace/cart`)],
    [
      'clearUnavailableCartItems',
      () => clearUnavailableCartItems(['c-1']),
      () => api.main.onPost(`${MAIN_BASE}/marketplace/cart/clear/unavailable_items`),
    ],
  ];

  it.each(silentCalls)(
    '%s shows no toast when it fails, and still throws',
    async (_n, call, route) => {
      route().reply(500, failure('Database is down.'));
      await expect(call()).rejects.toMatchObject({ message: 'Database is down.', status: 500 });
      expect(api.toasts).toEqual([]);
    },
  );

  it.each(silentCalls)(
    '%s shows no toast when the server sends a message',
    async (_n, call, route) => {
      route().reply(
        200,
        success(
          {
            ...anOrder(),
            notifications: [],
            total: 0,
            delivery_time_min: 10,
            delivery_time_max: 20,
          },
          'Done',
        ),
      );
      await expect(call()).resolves.toBeDefined();
      expect(api.toasts).toEqual([]);
    },
  );

  it('lets a caller make a silent call speak, and any call silent', async () => {
    api.main.onGet(`${MAIN_BASE}/marketplace/orders/active`).reply(500, failure('Try later.'));
    await expect(getActiveOrders({ silent: false })).rejects.toThrow('Try later.');
    expect(api.toasts).toEqual([{ kind: 'error', message: 'Try later.' }]);

    api.main.onGet(vendorUrl).reply(404, failure('Vendor not found.'));
    await expect(getVendor('mama-put', { silent: true })).rejects.toThrow('Vendor not found.');
    expect(api.toasts).toHaveLength(1);
  });
});
