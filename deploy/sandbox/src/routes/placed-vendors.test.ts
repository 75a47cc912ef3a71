import type { Paginated } from '@jara/contracts/api-envelope';
import type { DeliveryEstimate, Homepage, SearchResults, Vendor } from '@jara/contracts/entities';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.sandbox.stop());

/** Lekki Phase 1, Lagos: the Abuja and Port Harcourt stores are far beyond delivery. */
const LEKKI = { latitude: 6.4478, longitude: 3.4723 };
const AT_LEKKI = `latitude=${LEKKI.latitude}&longitude=${LEKKI.longitude}`;

const read = async <T>(path: string) => t.data(await t.call<T>('GET', path, { location: 'NG' }));

/** What the store page asks for the same place: its delivery estimate. */
async function storePageEstimate(vendor: Vendor): Promise<DeliveryEstimate> {
  const query = new URLSearchParams({
    customer_lat: String(LEKKI.latitude),
    customer_long: String(LEKKI.longitude),
    vendor_lat: String(vendor.latitude),
    vendor_long: String(vendor.longitude),
    customer_address: 'Lekki Phase 1',
    vendor_slug: vendor.slug,
  });
  return read<DeliveryEstimate>(`/marketplace/delivery_location?${query}`);
}

function expectDeliveringFirst(list: Vendor[]) {
  const delivers = list.map((vendor) => vendor.delivers_to_customer);
  expect(delivers.every((each) => typeof each === 'boolean')).toBe(true);
  expect(delivers).toEqual([...delivers].sort((a, b) => Number(b) - Number(a)));
}

describe('store lists placed for the customer', () => {
  it('put the stores that deliver first in every home section, each with its quote', async () => {
    const home = await read<Homepage>(`/marketplace/homepage?country_code=NG&${AT_LEKKI}`);
    for (const section of [home.offers, home.hidden_gems, home.top_rated, home.nearby]) {
      expectDeliveringFirst(section);
    }
    expect(home.offers.some((vendor) => vendor.delivers_to_customer === false)).toBe(true);
    const quoted = home.offers.filter((vendor) => vendor.delivers_to_customer);
    expect(quoted.length).toBeGreaterThan(0);
    for (const vendor of quoted) {
      expect(Object.keys(vendor.delivery_quote ?? {}).sort()).toEqual([
        'fee',
        'time_max',
        'time_min',
      ]);
    }
    const undeliverable = home.offers.filter((vendor) => vendor.delivers_to_customer === false);
    expect(undeliverable.every((vendor) => vendor.delivery_quote === undefined)).toBe(true);
  });

  it('quote on a card what the store page then charges for the same place', async () => {
    const home = await read<Homepage>(`/marketplace/homepage?country_code=NG&${AT_LEKKI}`);
    // A store without a position ships nationwide; its page quotes no time (checkout does).
    const listed = home.top_rated.filter((vendor) => vendor.delivery_quote && vendor.latitude);
    expect(listed.length).toBeGreaterThan(0);
    for (const vendor of listed) {
      const estimate = await storePageEstimate(vendor);
      expect({ slug: vendor.slug, ...vendor.delivery_quote }).toEqual({
        slug: vendor.slug,
        fee: estimate.price,
        time_min: estimate.delivery_time_min,
        time_max: estimate.delivery_time_max,
      });
    }
  });

  it('place search results and offers the same way; without a point, nothing is placed', async () => {
    const all = await read<SearchResults>(`/marketplace/search/all?query=grill&${AT_LEKKI}`);
    expectDeliveringFirst(all.vendors);
    const paged = await read<Paginated<Vendor>>(
      `/marketplace/search/vendors?query=grill&${AT_LEKKI}`,
    );
    expectDeliveringFirst(paged.items);
    expectDeliveringFirst(await read<Vendor[]>(`/marketplace/vendors/offers?${AT_LEKKI}`));
    expectDeliveringFirst(await read<Vendor[]>(`/marketplace/vendors/hidden-gems?${AT_LEKKI}`));

    const unplaced = await read<Homepage>('/marketplace/homepage?country_code=NG');
    expect(
      unplaced.offers.every(
        (vendor) => vendor.delivers_to_customer === undefined && !vendor.delivery_quote,
      ),
    ).toBe(true);
  });

  it('narrow search results to the open stores and sort them, as the store list does', async () => {
    const open = await read<SearchResults>('/marketplace/search/all?query=a&open_now=1');
    expect(open.vendors.length).toBeGreaterThan(0);
    expect(open.vendors.every((vendor) => vendor.is_open)).toBe(true);
    const rated = await read<Paginated<Vendor>>('/marketplace/search/vendors?query=a&sort=rating');
    const ratings = rated.items.map((vendor) => vendor.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const soonest = await t.call('GET', '/marketplace/search/all?query=a&sort=delivery_time', {
      location: 'NG',
    });
    expect(soonest.status).toBe(422);
  });

  it('refuse a point that is not one', async () => {
    const response = await t.call('GET', '/marketplace/search/all?query=grill&latitude=north', {
      location: 'NG',
    });
    expect(response.status).toBe(422);
  });
});
