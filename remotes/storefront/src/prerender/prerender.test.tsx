/**
 * @jest-environment node
 */
// Node, as the publish step runs it: a screen touching window or storage while rendering fails here.
import type { Vendor } from '@jara/contracts/entities';
import type { PrerenderPage } from '@jara/contracts/prerender';
import { setUpApiDouble } from '@jara/testing/api-double';
import { anArea } from '@jara/testing/builders/location';
import { aProduct } from '@jara/testing/builders/product';
import { aVendor } from '@jara/testing/builders/vendor';
import { aHomepage } from '@jara/testing/builders/homepage';
import { aCategory, aPage } from '../testing/fixtures';
import { pages, renderPage } from './prerender';

const api = setUpApiDouble();
const context = {
  origin: 'https://jara.ng',
  assetBase: 'https://cdn.jara.ng/storefront/1.0.0/',
  api: { baseUrl: 'https://api.jara.test/api', plansBaseUrl: 'https://plans.jara.test' },
};
const KENYA = 404;
const HOSTILE = '</script><img src=x onerror="window.__pwned=1">';

/** A store with its pictures, as the API serves every store. */
const aStore = (overrides: Partial<Vendor>) =>
  aVendor({
    logo_url: `https://assets.jara.test/vendors/${overrides.slug ?? 'mama-put'}/logo.svg`,
    cover_url: `https://assets.jara.test/vendors/${overrides.slug ?? 'mama-put'}/cover.svg`,
    ...overrides,
  });
const nigerian = (index: number) =>
  aStore({ uuid: `ng-${index}`, slug: `ng-store-${index}`, business_name: `Naija ${index}` });
const mamaPut = aStore({
  uuid: 'ng-0',
  working_hours: [
    { day: 1, opens: '08:00', closes: '22:00' },
    { day: 6, opens: '10:00', closes: '16:00' },
  ],
});
const grocer = aStore({
  uuid: 'ke-1',
  slug: 'nairobi-grocer',
  business_name: 'Nairobi Grocer',
  country_id: KENYA,
  currency: 'KES',
  business_type_ids: [2],
  location_area_id: 7,
  ratings_count: 0,
  latitude: null,
  longitude: null,
});
/** Nigeria's list takes two pages, Kenya's one. */
const LISTS: Record<string, Vendor[][]> = {
  NG: [[mamaPut, ...Array.from({ length: 11 }, (_, index) => nigerian(index + 1))], [nigerian(12)]],
  KE: [[grocer]],
};

function serveCatalogue(vendors: Vendor[] = [mamaPut, grocer]) {
  api.answerRequest('GET /marketplace/vendors', (request) => {
    const lists = LISTS[request.headers.get('location') ?? ''] ?? [];
    const page = Number(new URL(request.url).searchParams.get('page'));
    return aPage(lists[page - 1] ?? [], { page, last_page: lists.length, total: 13 });
  });
  api.answer('GET /marketplace/homepage', aHomepage({ offers: [mamaPut] }));
  api.answerRequest('GET /location_areas', (request) =>
    request.headers.get('location') === 'KE'
      ? [anArea({ id: 7, name: 'Westlands', state: 'Nairobi', country_code: 'KE' })]
      : [anArea()],
  );
  api.answerRequest('GET /marketplace/vendors/{slug}', (request) => {
    const slug = new URL(request.url).pathname.split('/').at(-1);
    return vendors.find((vendor) => vendor.slug === slug) ?? mamaPut;
  });
  api.answer('GET /marketplace/vendors/{id}/categories', [
    aCategory(),
    aCategory({ id: 11, name: 'Drinks' }),
  ]);
  api.answerRequest('GET /marketplace/vendors/{id}/products', (request) => {
    const kenyan = request.url.includes('/ke-1/');
    return [
      aProduct(kenyan ? { currency: 'KES', price: 450, name: 'Sukuma wiki' } : {}),
      aProduct({ uuid: 'p2', name: 'Zobo', category_id: 11, price: 700, is_available: false }),
    ];
  });
}

const pageAt = async (path: string): Promise<PrerenderPage> => {
  const page = (await pages(context)).find((candidate) => candidate.path === path);
  if (!page) throw new Error(`${path} was not listed`);
  return page;
};

/** The JSON-LD a page carries, parsed as a crawler reads it. */
function structuredData(html: string): Record<string, unknown> {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]![1]!) as Record<string, unknown>;
}

describe('storefront prerender', () => {
  it('lists the marketplace at each of its paths and every store of both countries', async () => {
    serveCatalogue();
    const list = await pages(context);
    const today = new Date().toISOString().slice(0, 10);
    expect(list.slice(0, 2).map((page) => [page.path, page.head.canonical, page.chunks])).toEqual([
      ['/jara-for-web', 'https://jara.ng/stores', ['screen-home']],
      ['/stores', 'https://jara.ng/stores', ['screen-home']],
    ]);
    expect(list.slice(2).map((page) => page.path)).toEqual([
      '/stores/mama-put-kitchen',
      ...Array.from({ length: 12 }, (_, index) => `/stores/ng-store-${index + 1}`),
      '/stores/nairobi-grocer',
    ]);
    expect(list.every((page) => page.lastmod === today && page.payload === null)).toBe(true);
    const vendorLists = api.sent('GET /marketplace/vendors');
    expect(vendorLists.map((request) => request.headers.get('location'))).toEqual([
      'NG',
      'NG',
      'KE',
    ]);
    // A visitor's list: no point, no filter.
    expect(new URL(vendorLists[0]!.url).searchParams.has('latitude')).toBe(false);
  });

  it('gives a store its own head: its name, what it sells and where, its cover', async () => {
    serveCatalogue();
    expect((await pageAt('/stores/mama-put-kitchen')).head).toEqual({
      title: 'Mama Put Kitchen · Jara',
      description:
        'Home-style Lagos cooking. Restaurants in Lekki Phase 1, Lagos. See the menu with prices and opening hours, and order on Jara.',
      type: 'website',
      canonical: 'https://jara.ng/stores/mama-put-kitchen',
      alternates: [],
      image: 'https://assets.jara.test/vendors/mama-put/cover.svg',
    });
    const kenyan = await pageAt('/stores/nairobi-grocer');
    expect(kenyan.head.description).toContain('Groceries in Westlands, Nairobi.');
    expect(kenyan.chunks).toEqual(['screen-store']);
  });

  it('renders a store with its menu, prices and hours, and a Restaurant in JSON-LD', async () => {
    serveCatalogue();
    const html = await renderPage(await pageAt('/stores/mama-put-kitchen'), context);
    expect(html).toMatch(/<h1[^>]*>Mama Put Kitchen<\/h1>/);
    expect(html).toContain('Jollof rice');
    expect(html).toContain('₦2,500');
    expect(html).toContain('Opening hours');
    expect(html).toMatch(/<dt>Monday<\/dt><dd>08:00–22:00<\/dd>/);
    expect(html).toMatch(/<dt>Sunday<\/dt><dd>Closed<\/dd>/);

    expect(structuredData(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      '@id': 'https://jara.ng/stores/mama-put-kitchen',
      name: 'Mama Put Kitchen',
      image: 'https://assets.jara.test/vendors/mama-put/cover.svg',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 Allen Avenue, Ikeja',
        addressLocality: 'Lekki Phase 1',
        addressCountry: 'NG',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 6.6018, longitude: 3.3515 },
      openingHoursSpecification: [
        { dayOfWeek: 'https://schema.org/Monday', opens: '08:00', closes: '22:00' },
        { dayOfWeek: 'https://schema.org/Saturday', opens: '10:00', closes: '16:00' },
      ],
      aggregateRating: { ratingValue: 4.6, ratingCount: 120, bestRating: 5 },
      hasMenu: {
        '@type': 'Menu',
        hasMenuSection: [
          {
            '@type': 'MenuSection',
            name: 'Rice',
            hasMenuItem: [
              {
                '@type': 'MenuItem',
                name: 'Jollof rice',
                offers: { '@type': 'Offer', price: 2500, priceCurrency: 'NGN' },
              },
            ],
          },
          {
            name: 'Drinks',
            hasMenuItem: [
              {
                name: 'Zobo',
                offers: { price: 700, availability: 'https://schema.org/OutOfStock' },
              },
            ],
          },
        ],
      },
    });
  });

  it('describes a grocer as a Store with its catalogue in shillings, unrated and unplaced', async () => {
    serveCatalogue();
    const html = await renderPage(await pageAt('/stores/nairobi-grocer'), context);
    expect(html).toContain('KSh 450');
    const data = structuredData(html);
    expect(data).toMatchObject({
      '@type': 'Store',
      address: { addressLocality: 'Westlands', addressRegion: 'Nairobi', addressCountry: 'KE' },
      hasOfferCatalog: {
        itemListElement: [
          {
            name: 'Rice',
            itemListElement: [
              { price: 450, priceCurrency: 'KES', itemOffered: { name: 'Sukuma wiki' } },
            ],
          },
          { name: 'Drinks' },
        ],
      },
    });
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('geo');
    expect(data).not.toHaveProperty('hasMenu');
  });

  it('keeps a hostile store or dish name inside the JSON-LD and shows it as text', async () => {
    const hostile = aStore({ ...mamaPut, business_name: HOSTILE, description: HOSTILE });
    serveCatalogue([hostile]);
    api.answer('GET /marketplace/vendors/{id}/products', [
      aProduct({ name: HOSTILE, image_url: 'https://assets.jara.test/jollof.svg' }),
    ]);
    const html = await renderPage(await pageAt('/stores/mama-put-kitchen'), context);
    // The JSON-LD's own closing tag is the page's only one: no name closed it early.
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;/script&gt;&lt;img src=x onerror=');
    const data = structuredData(html) as {
      name: string;
      hasMenu: { hasMenuSection: { hasMenuItem: { name: string }[] }[] };
    };
    expect(data.name).toBe(HOSTILE);
    expect(data.hasMenu.hasMenuSection[0]!.hasMenuItem[0]!.name).toBe(HOSTILE);
  });

  it('renders the marketplace as a visitor first sees it: the rows and the first page of stores', async () => {
    serveCatalogue();
    const html = await renderPage(await pageAt('/stores'), context);
    expect(html).toMatch(/<h1[^>]*>Marketplace<\/h1>/);
    expect(html).toContain('Offers');
    expect(html).not.toContain('Loading');
    const cards = html.match(/data-testid="vendor-card"/g) ?? [];
    // Mama Put in the offers row, then the list's first page of twelve.
    expect(cards).toHaveLength(13);
    expect(html).toContain('href="/stores/ng-store-11"');
    expect(html).not.toContain('href="/stores/ng-store-12"');
    expect(html).toContain('Show more stores');
  });

  it('refuses a page it did not list, so no typed path is ever rendered', async () => {
    serveCatalogue();
    const store = await pageAt('/stores/mama-put-kitchen');
    const hostile = '/stores/<script>alert(1)</script>';
    await expect(renderPage({ ...store, path: hostile }, context)).rejects.toThrow(
      `The storefront does not prerender ${hostile}`,
    );
  });

  it('fails the publish when the catalogue cannot be read, rather than publish no stores', async () => {
    serveCatalogue();
    api.refuse('GET /marketplace/vendors', 404, 'Not here');
    await expect(pages(context)).rejects.toThrow('Not here');
  });

  it('fails the publish when a listed store cannot be read any more', async () => {
    serveCatalogue();
    const store = await pageAt('/stores/mama-put-kitchen');
    api.refuse('GET /marketplace/vendors/{slug}', 404, 'No such store');
    await expect(renderPage(store, context)).rejects.toThrow('No such store');
  });

  it('fails the publish when the store list never ends', async () => {
    serveCatalogue();
    api.answer('GET /marketplace/vendors', aPage([mamaPut], { page: 1, last_page: 2 }));
    await expect(pages(context)).rejects.toThrow('The NG store list goes on past 200 pages');
    // Two hundred pages asked one after another: slow on a loaded machine.
  }, 20_000);
});
