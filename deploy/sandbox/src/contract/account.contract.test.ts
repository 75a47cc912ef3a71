/**
 * Account, addresses, favourites, rewards and wallet against the real sandbox.
 */
import { sessionStore } from '@jara/state/session-store';
import {
  changePassword,
  createPasscode,
  deleteAccount,
  getNotifications,
  markNotificationsRead,
  getProfile,
  joinWaitingList,
  login,
  recordStoreView,
  register,
  resetPassword,
  updateProfile,
} from '@jara/api/account';
import { createAddress, deleteAddress, getAddresses, updateAddress } from '@jara/api/addresses';
import { API_MESSAGES } from '@jara/api/api-messages';
import {
  addFavouriteVendor,
  getFavouriteVendors,
  removeFavouriteVendor,
} from '@jara/api/favourites';
import { getVendors } from '@jara/api/marketplace';
import {
  getRedeemHistory,
  getReferralDetails,
  getRewardHistory,
  getRewardsCentre,
  redeemDiscount,
  redeemGiftcard,
} from '@jara/api/rewards';
import { fundWallet, getWallet, getWalletTransactions } from '@jara/api/wallet';
import { expectFields } from './entity-keys';
import { DEMO, setUpSandbox } from './sandbox-harness';

const api = setUpSandbox();

let newcomerCount = 0;
function newcomer() {
  newcomerCount += 1;
  return {
    name: `Newcomer ${newcomerCount}`,
    email: `newcomer-${newcomerCount}-${Date.now()}@jara.test`,
    phone: `+23480${String(10_000_000 + newcomerCount)}`,
    password: 'Sup3r-secret!',
  };
}

beforeEach(() => api.useCountry('NG'));

describe('signing in and up', () => {
  beforeEach(() => api.signOut());

  it('a wrong password is refused with a warning toast and no logout', async () => {
    await expect(login({ email: DEMO.email, password: 'wrong-password' })).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'http',
    });
    expect(api.toasts).toEqual([{ kind: 'warning', message: expect.any(String) }]);
    expect(api.loggedOut).toEqual([]);
  });

  it('missing credentials come back as field errors', async () => {
    const error = await login({ email: '', password: '' }).catch((caught) => caught);
    expect(error.status).toBe(422);
    expect(error.fieldError('email')).toEqual(expect.any(String));
  });

  it('the demo account signs in and reads its profile', async () => {
    const customer = await api.signIn();
    expect(customer).toMatchObject({ email: DEMO.email, access_token: expect.any(String) });
    expectFields('customer', customer, ['access_token']);
    const profile = await getProfile();
    expect(profile).toMatchObject({ id: customer.id, email: DEMO.email });
    expectFields('customer', profile);
  });

  it('registers a newcomer once; the same email again is a field error', async () => {
    const details = newcomer();
    const registered = await register(details);
    expect(registered).toMatchObject({
      access_token: expect.any(String),
      customer: { email: details.email },
    });
    expectFields('customer', registered.customer);
    const again = await register(details).catch((caught) => caught);
    expect(again.status).toBe(422);
    expect(again.fieldError('email')).toEqual(expect.any(String));
  });

  it('sends a passcode, and refuses a wrong one', async () => {
    await expect(createPasscode(DEMO.email)).resolves.toBeNull();
    await expect(
      resetPassword({ email: DEMO.email, passcode: '000000', password: 'Another-pass1!' }),
    ).rejects.toMatchObject({ status: 422 });
  });

  it('joins the waiting list, and refuses a malformed email', async () => {
    await expect(
      joinWaitingList({ email: 'waiting@jara.test', service: 'laundry' }),
    ).resolves.toBeNull();
    await expect(joinWaitingList({ email: 'not an email' })).rejects.toMatchObject({ status: 422 });
  });
});

describe('the signed-in customer', () => {
  beforeAll(async () => {
    api.useCountry('NG');
    await api.signIn();
  });

  it('updates the profile with a success toast, and refuses a malformed email', async () => {
    const updated = await updateProfile({ name: 'Ada O.' });
    expect(updated.name).toBe('Ada O.');
    expect(api.toasts).toEqual([{ kind: 'success', message: expect.any(String) }]);
    const error = await updateProfile({ email: 'nope' }).catch((caught) => caught);
    expect(error.fieldError('email')).toEqual(expect.any(String));
    await updateProfile({ name: 'Ada Okafor' });
  });

  it('refuses a password change with the wrong current password', async () => {
    await expect(
      changePassword({ current_password: 'not-it', password: 'Another-pass1!' }),
    ).rejects.toMatchObject({ status: 422 });
    expect(sessionStore.getState().token).not.toBeNull();
  });

  it('reads notifications silently', async () => {
    const list = await getNotifications();
    expect(list).toMatchObject({ notifications: expect.any(Array), total: expect.any(Number) });
    expectFields('notificationList', list);
    list.notifications.forEach((notification) => expectFields('notification', notification));
    expect(api.toasts).toEqual([]);
  });

  it('marks one notification read, then all, and the unread count follows', async () => {
    const before = await getNotifications();
    const unread = before.notifications.filter((notification) => notification.read_at === null);
    expect(before.total).toBe(unread.length);
    const one = await markNotificationsRead([unread[0]!.uuid]);
    expect(one.total).toBe(before.total - 1);
    expectFields('notificationList', one);
    await expect(markNotificationsRead()).resolves.toMatchObject({ total: 0 });
    expect(api.toasts).toEqual([]);
  });

  it('records a store view silently', async () => {
    const { items } = await getVendors({ per_page: 1 });
    await expect(recordStoreView(items[0]!.uuid)).resolves.toBeNull();
    expect(api.toasts).toEqual([]);
  });

  it('adds, lists and removes a favourite vendor', async () => {
    const { items } = await getVendors({ per_page: 1 });
    const vendor = items[0]!;
    await expect(addFavouriteVendor(vendor.uuid)).resolves.toMatchObject({
      uuid: vendor.uuid,
      is_favourite: true,
    });
    const favourites = await getFavouriteVendors();
    expect(favourites.map((item) => item.uuid)).toContain(vendor.uuid);
    favourites.forEach((item) => expectFields('vendor', item));
    await expect(removeFavouriteVendor(vendor.uuid)).resolves.toBeNull();
    expect((await getFavouriteVendors()).map((item) => item.uuid)).not.toContain(vendor.uuid);
  });

  it('creates, lists, updates and deletes an address', async () => {
    const created = await createAddress({
      label: 'Office',
      address: '1 Admiralty Way, Lekki',
      latitude: 6.4478,
      longitude: 3.4723,
    });
    expectFields('savedAddress', created);
    expect((await getAddresses()).map((address) => address.uuid)).toContain(created.uuid);
    await expect(updateAddress(created.uuid, { label: 'Work' })).resolves.toMatchObject({
      label: 'Work',
    });
    api.toasts.length = 0;
    await expect(deleteAddress(created.uuid)).resolves.toBeNull();
    expect(api.toasts).toEqual([{ kind: 'error', message: API_MESSAGES.addressDeleted }]);
  });

  it('refuses an address without a position', async () => {
    const error = await createAddress({ label: 'Home', address: 'x' } as never).catch(
      (caught) => caught,
    );
    expect(error.status).toBe(422);
    expect(Object.keys(error.fieldErrors)).toEqual(expect.arrayContaining(['latitude']));
  });

  it('reads the rewards centre and history, and redeems points for a discount', async () => {
    const centre = await getRewardsCentre();
    expect(centre.points).toBeGreaterThan(0);
    expectFields('rewardsCentre', centre);
    const earned = await getRewardHistory();
    earned.forEach((entry) => expectFields('rewardHistoryEntry', entry));
    const option = centre.discount_options.find((candidate) => candidate.points <= centre.points);
    if (!option) throw new Error('The demo account cannot afford any discount option.');
    await expect(redeemDiscount(option.points)).resolves.toMatchObject({ kind: 'discount' });
    await expect(redeemDiscount(10_000_000)).rejects.toMatchObject({ status: 422 });
    const history = await getRedeemHistory();
    expect(history.map((entry) => entry.kind)).toContain('discount');
    history.forEach((entry) => expectFields('redeemedReward', entry));
  });

  it('redeems a gift card once', async () => {
    await expect(redeemGiftcard('GIFT-NG-5000')).resolves.toMatchObject({
      kind: 'giftcard',
      value: 5000,
    });
    const again = await redeemGiftcard('GIFT-NG-5000').catch((caught) => caught);
    expect(again).toMatchObject({ kind: 'http', status: 409 });
  });

  it('reads referral details', async () => {
    const referral = await getReferralDetails();
    expect(referral).toMatchObject({ code: expect.any(String) });
    expectFields('referralDetails', referral);
  });

  it('starts a top-up on the hosted page; the limits the wallet states are enforced', async () => {
    const before = await getWallet();
    expectFields('wallet', before);
    const redirect = await fundWallet(1500, 'http://localhost:8080/wallet');
    expectFields('paymentRedirect', redirect);
    expect(redirect.authorization_url).toContain(`/pay/${redirect.reference}`);
    expect((await getWallet()).balance).toBe(before.balance);
    await expect(
      fundWallet(before.funding_min - 1, 'http://localhost:8080/wallet'),
    ).rejects.toMatchObject({
      status: 422,
    });
    const page = await getWalletTransactions({ page: 1 });
    expectFields('paginated', page);
  });

  it('a 404 for an address that is gone keeps the customer signed in', async () => {
    await expect(updateAddress('no-such-address', { label: 'x' })).rejects.toMatchObject({
      status: 404,
    });
    expect(api.loggedOut).toEqual([]);
    expect(sessionStore.getState().token).not.toBeNull();
  });
});

describe('deleting an account', () => {
  it('needs the right password, then the old token is refused and logs out', async () => {
    api.signOut();
    const details = newcomer();
    const { access_token, customer } = await register(details);
    sessionStore.getState().signIn(access_token, customer.id);
    await expect(deleteAccount('wrong')).rejects.toMatchObject({ status: 422 });
    await expect(deleteAccount(details.password)).resolves.toBeNull();
    await expect(getProfile()).rejects.toMatchObject({ status: 401 });
    expect(api.loggedOut).toEqual([{ reason: 'unauthorized' }]);
  });
});
