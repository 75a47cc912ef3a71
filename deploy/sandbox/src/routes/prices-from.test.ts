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

  /** Dishes the food pages show, and words that find nothing or could trip a LIKE or a page. */
  const DISHES: Record<CountryCode, string[]> = {
    NG: ['jollof', 'efo riro', 'suya', 'pepper soup', 'ofada', 'egusi', 'banga'],
    KE: ['choma', 'ugali', 'pilau', 'chapati beans', 'biryani'],
  };
  const NOTHING = ['no such dish', '%', '_', '<script>alert(1)</script>'];

  /** What the dishes screen shows for `words`: every page of the search, as a customer pages. */
  async function cheapestFound(words: string, country: CountryCode) {
    const found: Product[] = [];
    for (let page = 1; ; page += 1) {
      const query = new URLSearchParams({ query: words, per_page: '100', page: String(page) });
      const answer = await read<Paginated<Product>>(
        `/marketplace/search/products?${query}`,
        country,
      );
      found.push(...answer.items);
      if (page >= answer.last_page) break;
    }
    const prices = found.filter((product) => product.is_available).map(leastFor);
    return prices.length > 0 ? Math.min(...prices) : undefined;
  }

  it.each<CountryCode>(['NG', 'KE'])(
    'quotes, in %s, each dish asked for at the lowest price its search finds on sale',
    async (country) => {
      const asked = [...DISHES[country], ...NOTHING];
      const query = new URLSearchParams({ country_code: country, dishes: asked.join(',') });
      const quoted = await read<PricesFrom>(`/marketplace/prices_from?${query}`, country);
      const expected: Record<string, number> = {};
      for (const words of asked) {
        const cheapest = await cheapestFound(words, country);
        if (cheapest !== undefined) expected[words] = cheapest;
      }
      expect(Object.keys(expected)).toEqual(DISHES[country]);
      expect(quoted.dishes).toEqual(expected);
    },
  );

  it('answers no dishes unless asked, and each word once however it was spaced', async () => {
    const plain = await read<PricesFrom>('/marketplace/prices_from?country_code=NG', 'NG');
    expect(plain).not.toHaveProperty('dishes');
    const twice = await read<PricesFrom>(
      `/marketplace/prices_from?country_code=NG&dishes=${encodeURIComponent(' suya,suya ,,')}`,
      'NG',
    );
    expect(Object.keys(twice.dishes ?? {})).toEqual(['suya']);
  });

  it('refuses more dishes than a page shows, and words longer than a search takes', async () => {
    const many = Array.from({ length: 13 }, (_, index) => `dish ${index}`).join(',');
    for (const dishes of [many, 'a'.repeat(101)]) {
      const query = new URLSearchParams({ country_code: 'NG', dishes });
      const answer = await t.call('GET', `/marketplace/prices_from?${query}`);
      expect(answer.status).toBe(422);
      const { errors } = answer.body as { errors: Record<string, string[]> };
      expect(Object.keys(errors)).toEqual([expect.stringMatching(/^dishes/)]);
    }
  });

  it('refuses a country the site does not serve, and a missing one', async () => {
    for (const query of ['?country_code=GH', '']) {
      const answer = await t.call('GET', `/marketplace/prices_from${query}`);
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ errors: { country_code: expect.any(Array) } });
    }
  });
});
