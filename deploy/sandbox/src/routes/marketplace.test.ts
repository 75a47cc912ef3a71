import type { Paginated } from '@jara/contracts/api-envelope';
import type {
  Category,
  Curation,
  Homepage,
  Product,
  SearchResults,
  Tag,
  Vendor,
  VendorFeedback,
  VendorPreview,
} from '@jara/contracts/entities';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.sandbox.stop());

const vendors = async (query = '', location?: string) =>
  t.data(
    await t.call<Paginated<Vendor>>(
      'GET',
      `/marketplace/vendors${query}`,
      location ? { location } : {},
    ),
  );

describe('vendors', () => {
  it('lists NG vendors by default and KE vendors with the KE location header', async () => {
    const ng = await vendors('?per_page=100');
    const ke = await vendors('?per_page=100', 'KE');
    expect(ng.total).toBeGreaterThanOrEqual(20);
    expect(ke.total).toBeGreaterThanOrEqual(10);
    expect(ng.items.every((vendor) => vendor.country_id === 127 && vendor.currency === 'NGN')).toBe(
      true,
    );
    expect(ke.items.every((vendor) => vendor.country_id !== 127 && vendor.currency === 'KES')).toBe(
      true,
    );
  });

  it('paginates, filters and sorts', async () => {
    const page = await vendors('?per_page=5&page=2');
    expect(page).toMatchObject({ page: 2, per_page: 5 });
    expect(page.items).toHaveLength(5);
    const bakeries = await vendors('?business_type_id=4');
    expect(bakeries.items.length).toBeGreaterThan(0);
    expect(bakeries.items.every((vendor) => vendor.business_type_ids.includes(4))).toBe(true);
    const byRating = (await vendors('?sort=rating&per_page=100')).items.map(
      (vendor) => vendor.rating,
    );
    expect(byRating).toEqual([...byRating].sort((a, b) => b - a));
    const nearLekki = await vendors('?sort=distance&latitude=6.4478&longitude=3.4723');
    expect(nearLekki.items[0]?.location_area_id).toBe(1);
    const noCoords = await t.call('GET', '/marketplace/vendors?sort=distance');
    expect(noCoords.status).toBe(422);
    const searched = await vendors('?search=jollof');
    expect(searched.items.map((vendor) => vendor.slug)).toContain('jollof-republic');
  });

  it('finds a vendor by slug or uuid and 404s an unknown one', async () => {
    const bySlug = t.data(await t.call<Vendor>('GET', '/marketplace/vendors/suya-spot-ikoyi'));
    expect(bySlug).toMatchObject({ business_name: 'Suya Spot Ikoyi', is_favourite: false });
    expect(bySlug.logo_url).toBe(`${t.origin}/assets/vendors/suya-spot-ikoyi/logo.svg`);
    expect(t.data(await t.call<Vendor>('GET', `/marketplace/vendors/${bySlug.uuid}`)).slug).toBe(
      'suya-spot-ikoyi',
    );
    const missing = await t.call('GET', '/marketplace/vendors/no-such-store');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('We could not find a store called "no-such-store".');
  });

  it('serves preview, feedback, categories and products of a vendor', async () => {
    const preview = t.data(
      await t.call<VendorPreview>('GET', '/marketplace/vendors/mama-put-kitchen/preview'),
    );
    expect(preview.vendor.slug).toBe('mama-put-kitchen');
    expect(preview.featured_products.every((product) => product.is_available)).toBe(true);
    const feedback = t.data(
      await t.call<Paginated<VendorFeedback>>(
        'GET',
        '/marketplace/vendors/mama-put-kitchen/feedback?page=1&per_page=2',
      ),
    );
    expect(feedback.items).toHaveLength(2);
    expect(feedback.total).toBeGreaterThanOrEqual(3);
    const categories = t.data(
      await t.call<Category[]>('GET', `/marketplace/vendors/${preview.vendor.uuid}/categories`),
    );
    expect(categories.map((category) => category.name)).toContain('Rice dishes');
    const products = t.data(
      await t.call<Product[]>('GET', '/marketplace/vendors/mama-put-kitchen/products'),
    );
    expect(products.reduce((sum) => sum + 1, 0)).toBe(
      categories.reduce((sum, c) => sum + c.products_count, 0),
    );
    const withAddons = products.find((product) => product.addon_groups.length > 0);
    expect(withAddons?.addon_groups[0]?.addons.length).toBeGreaterThan(0);
    const searched = t.data(
      await t.call<Product[]>(
        'GET',
        '/marketplace/vendors/mama-put-kitchen/products?search=jollof',
      ),
    );
    expect(searched.every((product) => /jollof/i.test(product.name + product.description))).toBe(
      true,
    );
  });

  it('lists hidden gems, offers and the vendors of a location area', async () => {
    const gems = t.data(await t.call<Vendor[]>('GET', '/marketplace/vendors/hidden-gems'));
    expect(gems.map((vendor) => vendor.slug)).toContain('suya-spot-ikoyi');
    const offers = t.data(await t.call<Vendor[]>('GET', '/marketplace/vendors/offers'));
    expect(offers.every((vendor) => typeof vendor.offer_title === 'string')).toBe(true);
    const lekki = t.data(
      await t.call<Vendor[]>('POST', '/marketplace/vendors/location_area', {
        body: { location_area_id: 1 },
      }),
    );
    expect(lekki.length).toBeGreaterThan(0);
    expect(lekki.every((vendor) => vendor.location_area_id === 1)).toBe(true);
    const nairobiFromNg = await t.call('POST', '/marketplace/vendors/location_area', {
      body: { location_area_id: 14 },
    });
    expect(nairobiFromNg.status).toBe(422);
  });
});

describe('catalogue', () => {
  it('serves business types, their tags and tagged products', async () => {
    const types = t.data(
      await t.call<{ id: number; slug: string }[]>('GET', '/marketplace/business_types'),
    );
    expect(types.map((type) => type.slug)).toContain('restaurants');
    const tags = t.data(await t.call<Tag[]>('GET', '/marketplace/tags?business_typee_id=1'));
    expect(tags.every((tag) => tag.business_type_id === 1)).toBe(true);
    const grills = tags.find((tag) => tag.slug === 'grills');
    const products = t.data(
      await t.call<Product[]>('GET', `/marketplace/tags/${grills?.id}/products`),
    );
    expect(products.length).toBeGreaterThan(0);
    expect(
      products.every(
        (product) => product.tag_ids.includes(grills?.id ?? -1) && product.currency === 'NGN',
      ),
    ).toBe(true);
    expect((await t.call('GET', '/marketplace/tags')).status).toBe(422);
    expect((await t.call('GET', '/marketplace/tags?business_typee_id=99')).status).toBe(404);
  });

  it('serves curations per country, with their products', async () => {
    const ng = t.data(await t.call<Curation[]>('GET', '/marketplace/curations'));
    const ke = t.data(
      await t.call<Curation[]>('GET', '/marketplace/curations', { location: 'KE' }),
    );
    expect(ng.map((curation) => curation.title)).toContain('Weekend jollof feast');
    expect(ng.map((curation) => curation.title)).not.toContain('Festive hampers');
    expect(
      ke.every((curation) => curation.products.every((product) => product.currency === 'KES')),
    ).toBe(true);
    const first = ng[0];
    const products = t.data(
      await t.call<Product[]>('GET', `/marketplace/curations/active/${first?.uuid}/products`),
    );
    expect(products.map((product) => product.uuid)).toEqual(
      first?.products.map((product) => product.uuid),
    );
    expect(
      (await t.call('GET', '/marketplace/curations/active/not-a-curation/products')).status,
    ).toBe(404);
  });

  it('builds the homepage for a country', async () => {
    const home = t.data(
      await t.call<Homepage>(
        'GET',
        '/marketplace/homepage?country_code=KE&latitude=-1.2676&longitude=36.8108',
      ),
    );
    expect(home.business_types.length).toBe(6);
    expect(home.nearby.length).toBeGreaterThan(0);
    expect(
      [...home.nearby, ...home.top_rated, ...home.hidden_gems].every(
        (vendor) => vendor.currency === 'KES',
      ),
    ).toBe(true);
    expect((await t.call('GET', '/marketplace/homepage')).body).toMatchObject({
      errors: { country_code: ['The country_code field is required.'] },
    });
  });

  it('searches vendors and products in the requested country', async () => {
    const all = t.data(
      await t.call<SearchResults>('GET', '/marketplace/search/all?query=pilau', { location: 'KE' }),
    );
    expect(all.products.length).toBeGreaterThan(0);
    expect(all.products.every((product) => product.currency === 'KES')).toBe(true);
    const fromNg = t.data(
      await t.call<SearchResults>('GET', '/marketplace/search/all?query=pilau'),
    );
    expect(fromNg.products).toHaveLength(0);
    const paged = t.data(
      await t.call<Paginated<Product>>('GET', '/marketplace/search/products?query=rice&per_page=3'),
    );
    expect(paged.items).toHaveLength(3);
    expect(paged.total).toBeGreaterThan(3);
    const stores = t.data(
      await t.call<Paginated<Vendor>>('GET', '/marketplace/search/vendors?query=grill'),
    );
    expect(stores.items.map((vendor) => vendor.slug)).toContain('lekki-grill-house');
    expect((await t.call('GET', '/marketplace/search/all?query=')).status).toBe(422);
  });

  it('matches every word of a product search, and lists every dish for an empty one', async () => {
    const matched = t.data(
      await t.call<Paginated<Product>>('GET', '/marketplace/search/products?query=rice%20jollof'),
    );
    expect(matched.items.length).toBeGreaterThan(0);
    for (const product of matched.items) {
      const text = `${product.name} ${product.description}`.toLowerCase();
      expect(text.includes('rice') && text.includes('jollof')).toBe(true);
    }
    const meals = t.data(
      await t.call<Paginated<Product>>('GET', '/marketplace/search/products?per_page=5', {
        location: 'KE',
      }),
    );
    expect(meals.items).toHaveLength(5);
    expect(meals.total).toBeGreaterThan(matched.total);
    expect(meals.items.every((product) => product.currency === 'KES')).toBe(true);
    expect(new Set(meals.items.map((product) => product.vendor_uuid)).size).toBeGreaterThan(1);
  });
});

describe('favourites', () => {
  it('adds, lists and removes a favourite store', async () => {
    const token = await t.login();
    const added = await t.call<Vendor>('POST', '/marketplace/vendors/favourites/island-bukka', {
      token,
    });
    expect(added.body.message).toBe('Island Bukka was added to your favourites.');
    expect(t.data(added).is_favourite).toBe(true);
    const list = t.data(
      await t.call<Vendor[]>('GET', '/marketplace/vendors/favourites', { token }),
    );
    expect(list.map((vendor) => vendor.slug)).toEqual(['island-bukka']);
    expect(
      t.data(await t.call<Vendor>('GET', '/marketplace/vendors/island-bukka', { token }))
        .is_favourite,
    ).toBe(true);
    const removed = await t.call('DELETE', '/marketplace/vendors/favourites/island-bukka', {
      token,
    });
    expect(removed.body).toEqual({
      status: 'success',
      message: 'Island Bukka was removed from your favourites.',
      data: null,
    });
    expect(
      t.data(await t.call<Vendor[]>('GET', '/marketplace/vendors/favourites', { token })),
    ).toEqual([]);
    expect(
      (await t.call('POST', '/marketplace/vendors/favourites/nowhere', { token })).status,
    ).toBe(404);
    expect((await t.call('GET', '/marketplace/vendors/favourites')).status).toBe(401);
  });
});
