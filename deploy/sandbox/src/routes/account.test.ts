import type { Paginated } from '@jara/contracts/api-envelope';
import type {
  Country,
  DeliveryCheck,
  DeliveryEstimate,
  LocationArea,
  NotificationList,
  RedeemedReward,
  ReferralDetails,
  RewardsCentre,
  SavedAddress,
  Voucher,
  WalletTransaction,
} from '@jara/contracts/entities';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';

let t: TestSandbox;
let token: string;
beforeAll(async () => {
  t = await startTestSandbox();
  token = await t.login();
});
afterAll(() => t.sandbox.stop());

describe('addresses', () => {
  it('lists, saves, updates and deletes addresses with the exact deletion message', async () => {
    const seeded = t.data(await t.call<SavedAddress[]>('GET', '/marketplace/address', { token }));
    expect(seeded.map((address) => address.label)).toEqual(['Home', 'Office', "Mum's place"]);
    const saved = await t.call<SavedAddress>('POST', '/marketplace/address', {
      token,
      body: {
        label: 'Gym',
        address: '3 Ozumba Mbadiwe, VI',
        latitude: 6.43,
        longitude: 3.42,
        is_default: true,
      },
    });
    expect(saved.body.message).toBe('Address saved.');
    const gym = t.data(saved);
    expect(gym.is_default).toBe(true);
    const list = t.data(await t.call<SavedAddress[]>('GET', '/marketplace/address', { token }));
    expect(list.filter((address) => address.is_default).map((address) => address.uuid)).toEqual([
      gym.uuid,
    ]);
    const updated = await t.call<SavedAddress>('PUT', `/marketplace/address/${gym.uuid}`, {
      token,
      body: { label: 'Gym (VI)' },
    });
    expect(t.data(updated)).toMatchObject({ label: 'Gym (VI)', address: '3 Ozumba Mbadiwe, VI' });
    const deleted = await t.call('DELETE', `/marketplace/address/${gym.uuid}`, { token });
    expect(deleted.body).toEqual({
      status: 'success',
      message: 'The address has been deleted.',
      data: null,
    });
    expect((await t.call('DELETE', `/marketplace/address/${gym.uuid}`, { token })).status).toBe(
      404,
    );
    expect(
      t
        .data(await t.call<SavedAddress[]>('GET', '/marketplace/address', { token }))
        .filter((a) => a.is_default),
    ).toHaveLength(1);
    const bad = await t.call('POST', '/marketplace/address', {
      token,
      body: { label: '', address: 'x', latitude: 200, longitude: 'east' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.status === 'error' ? (bad.body.errors ?? {}) : {}).sort()).toEqual([
      'label',
      'latitude',
      'longitude',
    ]);
  });
});

describe("an address's drop-off", () => {
  const flat = {
    label: 'Flat',
    address: '12 Admiralty Way, Lekki Phase 1, Lagos',
    latitude: 6.4474,
    longitude: 3.4719,
    street: '12 Admiralty Way',
    building: 'Block C, Flat 4',
    landmark: 'Opposite the filling station',
    phone: '+2348030000001',
    instructions: 'Call on arrival',
  };

  it('keeps the building and instructions, and a save with null clears them', async () => {
    const saved = t.data(
      await t.call<SavedAddress>('POST', '/marketplace/address', { token, body: flat }),
    );
    expect(saved).toMatchObject({ building: 'Block C, Flat 4', instructions: 'Call on arrival' });
    const cleared = await t.call<SavedAddress>('PUT', `/marketplace/address/${saved.uuid}`, {
      token,
      body: { building: null, instructions: null },
    });
    expect(t.data(cleared)).toMatchObject({
      building: null,
      instructions: null,
      landmark: 'Opposite the filling station',
    });
    await t.call('DELETE', `/marketplace/address/${saved.uuid}`, { token });
  });

  it('refuses a building or instructions that are too long, with a 422 naming each field', async () => {
    const bad = await t.call('POST', '/marketplace/address', {
      token,
      body: { ...flat, building: 'B'.repeat(121), instructions: 'I'.repeat(301) },
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({
      status: 'error',
      errors: {
        building: ['The building field may not be greater than 120 characters.'],
        instructions: ['The instructions field may not be greater than 300 characters.'],
      },
    });
    const kept = t.data(await t.call<SavedAddress[]>('GET', '/marketplace/address', { token }));
    expect(kept.map((address) => address.label)).not.toContain('Flat');
  });
});

describe('wallet, rewards, referrals and vouchers', () => {
  it('lists wallet transactions newest first, in pages', async () => {
    const transactions = t.data(
      await t.call<Paginated<WalletTransaction>>('GET', '/wallet/transactions?per_page=2', {
        token,
      }),
    );
    expect(transactions.items).toHaveLength(2);
    const [newest, older] = transactions.items;
    expect(newest!.created_at >= older!.created_at).toBe(true);
  });

  it('redeems points for a discount code and records it in both histories', async () => {
    const centre = t.data(await t.call<RewardsCentre>('GET', '/rewards_centre', { token }));
    expect(centre).toMatchObject({ points: 1450, tier: 'Silver', points_to_next_tier: 1550 });
    const reward = await t.call<RedeemedReward>('POST', '/rewards_centre/redeem_discount', {
      token,
      body: { points: 1000 },
    });
    expect(reward.body.message).toMatch(/^Your ₦1,200 discount code is RWD-/);
    expect(t.data(await t.call<RewardsCentre>('GET', '/rewards_centre', { token })).points).toBe(
      450,
    );
    expect(
      (await t.call('POST', '/rewards_centre/redeem_discount', { token, body: { points: 1000 } }))
        .body.message,
    ).toBe('You have 450 points: not enough for this discount.');
    expect(
      (await t.call('POST', '/rewards_centre/redeem_discount', { token, body: { points: 7 } }))
        .status,
    ).toBe(422);
    const history = t.data(
      await t.call<{ points: number }[]>('GET', '/rewards_centre/history', { token }),
    );
    expect(history[0]?.points).toBe(-1000);
    const redeemed = t.data(
      await t.call<RedeemedReward[]>('GET', '/rewards_centre/redeem_history', { token }),
    );
    expect(redeemed[0]?.code).toBe(t.data(reward).code);
  });

  it('redeems a gift card once into the wallet', async () => {
    const first = await t.call<RedeemedReward>(
      'POST',
      '/rewards_centre/redeem_giftcard/GIFT-NG-5000',
      { token },
    );
    expect(first.body.message).toBe('₦5,000 was added to your wallet.');
    expect(
      (await t.call('POST', '/rewards_centre/redeem_giftcard/GIFT-NG-5000', { token })).status,
    ).toBe(409);
    expect(
      (await t.call('POST', '/rewards_centre/redeem_giftcard/NOT-A-CARD', { token })).status,
    ).toBe(404);
    expect(
      (await t.call('POST', '/rewards_centre/redeem_giftcard/GIFT-KE-1000', { token })).body
        .message,
    ).toBe('This gift card is in KES and your wallet is in NGN.');
  });

  it('shows referral details with a link to the calling site', async () => {
    const details = t.data(
      await t.call<ReferralDetails>('GET', '/referrals', {
        token,
        headers: { origin: 'http://localhost:9080' },
      }),
    );
    expect(details).toEqual({
      code: 'ADA-JARA-7K2',
      link: 'http://localhost:9080/signup?ref=ADA-JARA-7K2',
      invited_count: 3,
      joined_count: 2,
      earnings: 3000,
      reward: 1500,
      currency: 'NGN',
    });
  });

  it('lists the live exclusive vouchers of the requested country', async () => {
    const ng = t.data(
      await t.call<Voucher[]>('GET', '/marketplace/vouchers/get_exclusive_vouchers'),
    );
    expect(ng.map((voucher) => voucher.code)).toEqual(['JARA2000', 'NAIJA15']);
    const ke = t.data(
      await t.call<Voucher[]>('GET', '/marketplace/vouchers/get_exclusive_vouchers', {
        location: 'KE',
      }),
    );
    expect(ke.every((voucher) => voucher.currency === 'KES')).toBe(true);
    expect(
      t.data(await t.call<Voucher>('GET', '/marketplace/vouchers/get_exclusive_vouchers/1')).code,
    ).toBe('JARA2000');
    expect((await t.call('GET', '/marketplace/vouchers/get_exclusive_vouchers/999')).status).toBe(
      404,
    );
  });
});

describe('notifications, countries, delivery and the rest', () => {
  it('lists notifications with a total', async () => {
    const list = t.data(
      await t.call<NotificationList>('GET', '/account/notifications?per_page=2', { token }),
    );
    expect(list.notifications).toHaveLength(2);
    expect(list.total).toBe(4);
  });

  it('serves every country (the client filters) and their states', async () => {
    const countries = t.data(await t.call<Country[]>('GET', '/countries/all'));
    expect(countries.length).toBeGreaterThan(4);
    expect(countries.find((country) => country.code === 'NG')).toMatchObject({
      id: 127,
      currency: 'NGN',
    });
    const states = t.data(await t.call<{ name: string }[]>('GET', '/countries/ke/states'));
    expect(states.map((state) => state.name)).toContain('Mombasa');
    expect((await t.call('GET', '/countries/XX/states')).status).toBe(404);
  });

  it('checks delivery locations within the requested country', async () => {
    const lekki = t.data(
      await t.call<DeliveryCheck>(
        'GET',
        '/marketplace/check_delivery_location?latitude=6.4478&longitude=3.4723',
      ),
    );
    expect(lekki).toEqual({
      can_deliver: 1,
      details: { closest_location: { name: 'Lekki Phase 1' } },
    });
    const sea = t.data(
      await t.call<DeliveryCheck>(
        'GET',
        '/marketplace/check_delivery_location?latitude=3.0&longitude=3.0',
      ),
    );
    expect(sea).toEqual({ can_deliver: 0, details: { closest_location: null } });
    const nairobiFromNg = t.data(
      await t.call<DeliveryCheck>(
        'GET',
        '/marketplace/check_delivery_location?latitude=-1.2676&longitude=36.8108',
      ),
    );
    expect(nairobiFromNg.can_deliver).toBe(0);
    const nairobi = t.data(
      await t.call<DeliveryCheck>(
        'GET',
        '/marketplace/check_delivery_location?latitude=-1.2676&longitude=36.8108',
        { location: 'KE' },
      ),
    );
    expect(nairobi.details.closest_location?.name).toBe('Westlands');
    const areas = t.data(
      await t.call<LocationArea[]>('GET', '/location_areas', { location: 'KE' }),
    );
    expect(areas.every((area) => area.country_code === 'KE')).toBe(true);
  });

  it('estimates delivery time from a vendor', async () => {
    const estimate = await t.call<DeliveryEstimate>(
      'GET',
      '/marketplace/delivery_location?customer_long=3.4719&customer_lat=6.4474&vendor_lat=6.4391&vendor_long=3.4821&customer_address=Home&vendor_slug=lekki-grill-house',
    );
    expect(t.data(estimate)).toMatchObject({ currency: 'NGN' });
    expect(t.data(estimate).delivery_time_min).toBeGreaterThan(0);
    const missing = await t.call(
      'GET',
      '/marketplace/delivery_location?customer_long=3.47&customer_lat=6.44',
    );
    expect(missing.status).toBe(422);
  });

  it('joins the waiting list and records store views', async () => {
    const joined = await t.call('POST', '/waiting_list', {
      body: { email: 'soon@example.com', service: 'beauty' },
    });
    expect(joined.body.message).toBe(
      "You're on the waiting list. We'll email you as soon as we launch.",
    );
    expect(
      (await t.call('POST', '/marketplace/store_views', { body: { vendor_uuid: 'island-bukka' } }))
        .body.message,
    ).toBe('Store visit recorded.');
    expect(
      (await t.call('POST', '/marketplace/store_views', { body: { vendor_uuid: 'nowhere' } }))
        .status,
    ).toBe(422);
  });
});
