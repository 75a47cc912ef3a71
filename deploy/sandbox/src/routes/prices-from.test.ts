import type { Paginated } from '@jara/contracts/api-envelope';
import type { CountryCode } from '@jara/contracts/constants';
import type { BusinessType, Product, Tag, Vendor } from '@jara/contracts/entities';
import type { PricesFrom } from '@jara/contracts/prices-from';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.sandbox.stop());

const read = async <T>(path: string, location: CountryCode) =>
  t.data(await t.call<T>('GET', path, { location }));

/** The least a customer pays for a product: its price and the cheapest of each required choice. */
const leastFor = (product: Product) =>
  product.price +
  product.addon_groups
    .filter((group) => group.min > 0)
    .reduce(
      (sum, group) =>
        sum +
        group.addons
          .map((addon) => addon.price)
          .sort((a, b) => a - b)
          .slice(0, group.min)
          .reduce((total, price) => total + price, 0),
      0,
    );

/** What a customer could find by walking every store's menu, as the store pages show them. */
async function cheapestOnSale(country: CountryCode) {
  const list = await read<Paginated<Vendor>>('/marketplace/vendors?per_page=100', country);
  const vendors = list.items;
  // Every store of the country, on one page.
  expect(vendors).toHaveLength(list.total);
  const types = await read<BusinessType[]>('/marketplace/business_types', country);
  const menus = await Promise.all(
    vendors.map((vendor) =>
      read<Product[]>(`/marketplace/vendors/${vendor.slug}/products`, country),
    ),
  );
  const onSale = menus.flat().filter((product) => product.is_available);
  const cheapest: Record<string, number> = {};
  for (const type of types) {
    const tags = await read<Tag[]>(`/marketplace/tags?business_typee_id=${type.id}`, country);
    const tagIds = new Set(tags.map((tag) => tag.id));
    const prices = onSale
      .filter((product) => product.tag_ids.some((id) => tagIds.has(id)))
      .map(leastFor);
    if (prices.length > 0) cheapest[type.slug] = Math.min(...prices);
  }
  return {
    deliveryFee: Math.min(...vendors.map((vendor) => vendor.delivery_fee)),
    cheapest,
  };
}

describe('GET /marketplace/prices_from', () => {
  it.each<[CountryCode, string]>([
    ['NG', 'NGN'],
    ['KE', 'KES'],
  ])(
    'quotes, in %s, the lowest price on sale of each business type and the lowest delivery fee',
    async (country, currency) => {
      const sold = await cheapestOnSale(country);
      const quoted = await read<PricesFrom>(
        `/marketplace/prices_from?country_code=${country}`,
        // The page's country decides, not the visitor's location header.
        country === 'NG' ? 'KE' : 'NG',
      );
      expect(quoted).toEqual({
        currency,
        delivery_fee: sold.deliveryFee,
        business_types: sold.cheapest,
      });
      expect(quoted.business_types.restaurants).toBeGreaterThan(0);
    },
  );

  it('refuses a country the site does not serve, and a missing one', async () => {
    for (const query of ['?country_code=GH', '']) {
      const answer = await t.call('GET', `/marketplace/prices_from${query}`);
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ errors: { country_code: expect.any(Array) } });
    }
  });
});
