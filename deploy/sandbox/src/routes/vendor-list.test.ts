import type { Paginated } from '@jara/contracts/api-envelope';
import type { Vendor } from '@jara/contracts/entities';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.sandbox.stop());

const vendors = async (query: string, location = 'NG') =>
  t.data(await t.call<Paginated<Vendor>>('GET', `/marketplace/vendors${query}`, { location }))
    .items;

/** Lekki Phase 1, Lagos: the Abuja and Port Harcourt stores are far beyond delivery. */
const LEKKI = 'latitude=6.4478&longitude=3.4723';

describe('the vendor list extensions', () => {
  it('keeps only the stores open now', async () => {
    const all = await vendors('?per_page=100');
    const open = await vendors('?per_page=100&open_now=1');
    expect(open.map((vendor) => vendor.uuid)).toEqual(
      all.filter((vendor) => vendor.is_open).map((vendor) => vendor.uuid),
    );
  });

  it('sorts by delivery fee, cheapest first, and by rating with the count breaking ties', async () => {
    const fees = (await vendors('?per_page=100&sort=delivery_fee')).map((v) => v.delivery_fee);
    expect(fees).toEqual([...fees].sort((a, b) => a - b));
    const rated = await vendors('?per_page=100&sort=rating', 'KE');
    rated.slice(1).forEach((vendor, index) => {
      const before = rated[index]!;
      expect(before.rating).toBeGreaterThanOrEqual(vendor.rating);
      if (before.rating === vendor.rating) {
        expect(before.ratings_count).toBeGreaterThanOrEqual(vendor.ratings_count);
      }
    });
  });

  it('leaves out stores with fewer ratings than asked', async () => {
    const all = await vendors('?per_page=100');
    const threshold = [...all].sort((a, b) => a.ratings_count - b.ratings_count)[5]!.ratings_count;
    const trusted = await vendors(`?per_page=100&min_ratings=${threshold}`);
    expect(trusted.length).toBe(all.filter((v) => v.ratings_count >= threshold).length);
    expect((await t.call('GET', '/marketplace/vendors?min_ratings=-1')).status).toBe(422);
  });

  it('says per vendor whether it delivers to the point, and lists those that do first', async () => {
    const unplaced = await vendors('?per_page=100');
    expect(unplaced.every((vendor) => vendor.delivers_to_customer === undefined)).toBe(true);

    const placed = await vendors(`?per_page=100&${LEKKI}`);
    const delivers = placed.map((vendor) => vendor.delivers_to_customer);
    expect(delivers).toEqual([...delivers].sort((a, b) => Number(b) - Number(a)));
    const abuja = placed.find((vendor) => vendor.slug === 'wuse-kitchen')!;
    expect(abuja).toMatchObject({ delivers_to_customer: false });
    expect(abuja.distance_km).toBeGreaterThan(400);
    const lekki = placed.find((vendor) => vendor.slug === 'lekki-grill-house')!;
    expect(lekki.delivers_to_customer).toBe(true);
    expect(lekki.distance_km).toBeLessThan(3);
    // A store without a position ships to every served area, from no distance in particular.
    expect(placed.find((vendor) => vendor.slug === 'jara-gift-hampers')).toMatchObject({
      delivers_to_customer: true,
      distance_km: null,
    });
  });

  it('keeps the asked sort inside each group', async () => {
    const placed = await vendors(`?per_page=100&sort=delivery_fee&${LEKKI}`);
    // The fee a store charges at the point (its quote), else its base fee.
    const group = (deliver: boolean) =>
      placed
        .filter((v) => v.delivers_to_customer === deliver)
        .map((v) => v.delivery_quote?.fee ?? v.delivery_fee);
    for (const fees of [group(true), group(false)]) {
      expect(fees).toEqual([...fees].sort((a, b) => a - b));
    }
    const near = await vendors(`?per_page=100&sort=distance&${LEKKI}`);
    const km = near.filter((v) => v.distance_km !== null).map((v) => v.distance_km!);
    expect(km).toEqual([...km].sort((a, b) => a - b));
  });

  it('sorts the stores that deliver by how soon they arrive; that needs a point', async () => {
    const soonest = await vendors(`?per_page=100&sort=delivery_time&${LEKKI}`);
    const minutes = soonest
      .filter((v) => v.delivers_to_customer)
      .map((v) => v.delivery_quote!.time_min);
    expect(minutes.length).toBeGreaterThan(1);
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
    const unplaced = await t.call('GET', '/marketplace/vendors?sort=delivery_time');
    expect(unplaced.status).toBe(422);
  });

  it("places a location area's stores for the customer's point", async () => {
    const wuse = await t.call<Vendor[]>('POST', '/marketplace/vendors/location_area', {
      body: { location_area_id: 8, latitude: 6.4478, longitude: 3.4723 },
    });
    const stores = t.data(wuse);
    expect(stores.length).toBeGreaterThan(0);
    expect(stores.every((vendor) => vendor.delivers_to_customer === false)).toBe(true);
    const bare = t.data(
      await t.call<Vendor[]>('POST', '/marketplace/vendors/location_area', {
        body: { location_area_id: 8 },
      }),
    );
    expect(bare.every((vendor) => !('delivers_to_customer' in vendor))).toBe(true);
  });
});
