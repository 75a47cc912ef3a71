/**
 * The lists placed after the store lists: a business type's stores, favourites, curations and
 * their products, and dishes across stores (meals) with the store each comes from. Given the
 * customer's point, each puts what comes from a store that delivers there first and quotes what
 * the store page then charges for that place.
 */
import type { Paginated } from '@jara/contracts/api-envelope';
import type {
  Curation,
  CurationProduct,
  DeliveryEstimate,
  Homepage,
  Product,
  Vendor,
} from '@jara/contracts/entities';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.sandbox.stop());

/** Lekki Phase 1, Lagos: the Abuja and Port Harcourt stores are far beyond delivery. */
const LEKKI = { latitude: 6.4478, longitude: 3.4723 };
const AT_LEKKI = `latitude=${LEKKI.latitude}&longitude=${LEKKI.longitude}`;

const read = async <T>(path: string, token?: string) =>
  t.data(await t.call<T>('GET', path, { location: 'NG', token }));

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

function expectDeliveringFirst(delivers: (boolean | undefined)[]) {
  expect(delivers.every((each) => typeof each === 'boolean')).toBe(true);
  expect(delivers).toEqual([...delivers].sort((a, b) => Number(b) - Number(a)));
}

/** Both kinds are listed, so the order says something. */
function expectBothKinds(delivers: (boolean | undefined)[]) {
  expect(new Set(delivers)).toEqual(new Set([true, false]));
}

/** Every delivering store with a position quotes exactly what its page quotes for the place. */
async function expectStorePageQuotes(vendors: Vendor[]) {
  const quoted = [...new Map(vendors.map((vendor) => [vendor.uuid, vendor])).values()].filter(
    (vendor) => vendor.delivers_to_customer,
  );
  expect(quoted.length).toBeGreaterThan(0);
  for (const vendor of quoted) expect(vendor.delivery_quote).toBeDefined();
  // A store without a position ships nationwide; its page quotes no time (checkout does).
  const located = quoted.filter((vendor) => vendor.latitude !== null);
  expect(located.length).toBeGreaterThan(0);
  for (const vendor of located) {
    const estimate = await storePageEstimate(vendor);
    expect({ slug: vendor.slug, ...vendor.delivery_quote }).toEqual({
      slug: vendor.slug,
      fee: estimate.price,
      time_min: estimate.delivery_time_min,
      time_max: estimate.delivery_time_max,
    });
  }
  const undeliverable = vendors.filter((vendor) => vendor.delivers_to_customer === false);
  expect(undeliverable.every((vendor) => vendor.delivery_quote === undefined)).toBe(true);
}

const vendorsOf = (products: CurationProduct[]) => products.map((product) => product.vendor);
const unplaced = (vendor: Vendor) =>
  vendor.delivers_to_customer === undefined && vendor.delivery_quote === undefined;

describe('lists placed for the customer, after the store lists', () => {
  it("put a business type's stores that deliver first (the category view)", async () => {
    const [restaurants] = await read<{ id: number; slug: string }[]>('/marketplace/business_types');
    const page = await read<Paginated<Vendor>>(
      `/marketplace/vendors?business_type_id=${restaurants!.id}&per_page=100&${AT_LEKKI}`,
    );
    expectDeliveringFirst(page.items.map((vendor) => vendor.delivers_to_customer));
    expectBothKinds(page.items.map((vendor) => vendor.delivers_to_customer));
    await expectStorePageQuotes(page.items);
  });

  it('put the favourites that deliver first, newest first in each group', async () => {
    const token = await t.login();
    // Oldest first: Abuja's Wuse Kitchen, then Lekki Grill House, then Port Harcourt's.
    for (const slug of ['wuse-kitchen', 'lekki-grill-house', 'garden-city-eatery']) {
      await t.call('POST', `/marketplace/vendors/favourites/${slug}`, { token, location: 'NG' });
    }
    const placed = await read<Vendor[]>(`/marketplace/vendors/favourites?${AT_LEKKI}`, token);
    expect(placed.map((vendor) => vendor.slug)).toEqual([
      'lekki-grill-house',
      'garden-city-eatery',
      'wuse-kitchen',
    ]);
    expectDeliveringFirst(placed.map((vendor) => vendor.delivers_to_customer));
    expectBothKinds(placed.map((vendor) => vendor.delivers_to_customer));
    await expectStorePageQuotes(placed);

    const newestFirst = await read<Vendor[]>('/marketplace/vendors/favourites', token);
    expect(newestFirst.map((vendor) => vendor.slug)).toEqual([
      'garden-city-eatery',
      'lekki-grill-house',
      'wuse-kitchen',
    ]);
    expect(newestFirst.every(unplaced)).toBe(true);
  });

  it("put a curation's products from stores that deliver first, each store placed", async () => {
    const curations = await read<Curation[]>(`/marketplace/curations?${AT_LEKKI}`);
    expect(curations.length).toBeGreaterThan(0);
    for (const curation of curations) {
      expectDeliveringFirst(
        curation.products.map((product) => product.vendor.delivers_to_customer),
      );
    }
    const everyProduct = curations.flatMap((curation) => curation.products);
    expectBothKinds(everyProduct.map((product) => product.vendor.delivers_to_customer));
    await expectStorePageQuotes(vendorsOf(everyProduct));

    const [first] = curations;
    const products = await read<CurationProduct[]>(
      `/marketplace/curations/active/${first!.uuid}/products?${AT_LEKKI}`,
    );
    expect(products).toEqual(first!.products);

    const home = await read<Homepage>(`/marketplace/homepage?country_code=NG&${AT_LEKKI}`);
    expect(home.curations).toEqual(curations);

    const everyone = await read<Curation[]>('/marketplace/curations');
    expect(everyone.flatMap((curation) => vendorsOf(curation.products)).every(unplaced)).toBe(true);
  });

  it('put the dishes of the stores that deliver first (meals), each store placed', async () => {
    const dishes: Product[] = [];
    for (let page = 1, last = 1; page <= last; page += 1) {
      const answer = await read<Paginated<Product>>(
        `/marketplace/search/products?query=&per_page=100&page=${page}&${AT_LEKKI}`,
      );
      dishes.push(...answer.items);
      last = answer.last_page;
    }
    const uuids = [...new Set(dishes.map((dish) => dish.vendor_uuid))];
    const stores = new Map<string, Vendor>();
    for (const uuid of uuids) {
      stores.set(uuid, await read<Vendor>(`/marketplace/vendors/${uuid}?${AT_LEKKI}`));
    }
    const delivers = dishes.map((dish) => stores.get(dish.vendor_uuid)!.delivers_to_customer);
    expectDeliveringFirst(delivers);
    expectBothKinds(delivers);
    await expectStorePageQuotes([...stores.values()]);

    const everywhere = await read<Paginated<Product>>('/marketplace/search/products?query=');
    expect(everywhere.total).toBe(dishes.length);
    expect(unplaced(await read<Vendor>(`/marketplace/vendors/${uuids[0]}`))).toBe(true);
  });

  it('refuse a point that is not one', async () => {
    for (const path of [
      '/marketplace/curations?latitude=north',
      '/marketplace/search/products?query=&longitude=west',
      '/marketplace/vendors/lekki-grill-house?latitude=200',
    ]) {
      expect((await t.call('GET', path, { location: 'NG' })).status).toBe(422);
    }
  });
});
