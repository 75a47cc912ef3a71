/**
 * Marketplace, delivery, countries and vouchers against the real sandbox, as a visitor.
 */
import type { Vendor } from '@jara/contracts/entities';
import { getCountries, getStates } from '@jara/api/account';
import { checkDeliveryLocation, estimateDelivery, getLocationAreas } from '@jara/api/delivery';
import {
  getBusinessTypes,
  getCurationProducts,
  getCurations,
  getHiddenGems,
  getHomepage,
  getTagProducts,
  getTags,
  getVendor,
  getVendorCategories,
  getVendorFeedback,
  getVendorOffers,
  getVendorPreview,
  getVendorProducts,
  getVendors,
  getVendorsByLocationArea,
  searchAll,
  searchProducts,
  searchVendors,
} from '@jara/api/marketplace';
import { buildHeaders } from '@jara/api/request-headers';
import { getExclusiveVoucher, getExclusiveVouchers } from '@jara/api/vouchers';
import { getWallet } from '@jara/api/wallet';
import { expectFields } from './entity-keys';
import { setUpSandbox } from './sandbox-harness';

const api = setUpSandbox();

let vendor: Vendor;

beforeAll(async () => {
  api.useCountry('NG');
  api.signOut();
  const page = await getVendors({ per_page: 50 });
  const located = page.items.find((candidate) => candidate.latitude !== null);
  if (!located) throw new Error('The sandbox seeds no Nigerian vendor with a position.');
  vendor = located;
});

beforeEach(() => api.useCountry('NG'));

describe('vendors', () => {
  it('lists vendors of the location header country, paginated', async () => {
    const page = await getVendors({ page: 1, per_page: 5 });
    expect(page).toMatchObject({ page: 1, per_page: 5 });
    expectFields('paginated', page);
    page.items.forEach((item) => expectFields('vendor', item));
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.length).toBeLessThanOrEqual(5);
    expect(page.items.every((item) => item.country_id === 127)).toBe(true);

    api.useCountry('KE');
    const kenya = await getVendors();
    expect(kenya.items.length).toBeGreaterThan(0);
    expect(kenya.items.every((item) => item.country_id !== 127)).toBe(true);
  });

  it('reads one vendor by slug, and its preview, feedback, categories and products', async () => {
    await expect(getVendor(vendor.slug)).resolves.toMatchObject({
      uuid: vendor.uuid,
      slug: vendor.slug,
    });
    const preview = await getVendorPreview(vendor.uuid);
    expect(preview.vendor.uuid).toBe(vendor.uuid);
    expectFields('vendorPreview', preview);
    const feedback = await getVendorFeedback(vendor.uuid, { page: 1 });
    expect(feedback).toMatchObject({ page: 1 });
    feedback.items.forEach((item) => expectFields('vendorFeedback', item));
    const categories = await getVendorCategories(vendor.uuid);
    expect(categories.every((category) => category.vendor_uuid === vendor.uuid)).toBe(true);
    categories.forEach((category) => expectFields('category', category));
    const products = await getVendorProducts(vendor.uuid);
    expect(products.length).toBeGreaterThan(0);
    products.forEach((product) => expectFields('product', product));
    const firstWord = products[0]?.name.split(' ')[0] ?? '';
    const found = await getVendorProducts(vendor.uuid, { search: firstWord });
    expect(found.map((product) => product.uuid)).toContain(products[0]?.uuid);
  });

  it('answers an unknown vendor with 404, an error toast, and no logout for a visitor', async () => {
    await expect(getVendor('no-such-vendor')).rejects.toMatchObject({
      name: 'ApiError',
      status: 404,
    });
    expect(api.toasts).toEqual([{ kind: 'error', message: expect.any(String) }]);
    expect(api.loggedOut).toEqual([]);
    await expect(getVendorPreview('00000000-0000-0000-0000-000000000000')).rejects.toMatchObject({
      status: 404,
    });
  });

  it('keeps a hostile slug inside its own path segment', async () => {
    await expect(getVendor('../../wallet')).rejects.toMatchObject({ status: 404 });
    await expect(getVendor('x?slug=mama')).rejects.toMatchObject({ status: 404 });
  });

  it('refuses a wrongly typed query with a 422 naming the field', async () => {
    const error = await getVendors({ page: 'two' as never }).catch((caught) => caught);
    expect(error).toMatchObject({ status: 422, kind: 'http' });
    expect(Object.keys(error.fieldErrors)).toContain('page');
  });

  it('lists hidden gems, offers, and the vendors of a location area', async () => {
    await expect(getHiddenGems({})).resolves.toEqual(expect.any(Array));
    await expect(getVendorOffers({})).resolves.toEqual(expect.any(Array));
    const areas = await getLocationAreas();
    expect(areas.length).toBeGreaterThan(0);
    expect(areas.every((area) => area.country_code === 'NG')).toBe(true);
    areas.forEach((area) => expectFields('locationArea', area));
    const inArea = await getVendorsByLocationArea(areas[0]!.id);
    expect(inArea.every((item) => item.location_area_id === areas[0]!.id)).toBe(true);
    await expect(getVendorsByLocationArea(99_999)).rejects.toMatchObject({ status: 422 });
  });

  it('filters open stores, sorts by fee, and marks who delivers to the point, those first', async () => {
    const open = await getVendors({ open_now: 1, min_ratings: 20, sort: 'delivery_fee' });
    expect(open.items.every((item) => item.is_open && item.ratings_count >= 20)).toBe(true);
    const fees = open.items.map((item) => item.delivery_fee);
    expect(fees).toEqual([...fees].sort((a, b) => a - b));

    const point = { latitude: vendor.latitude!, longitude: vendor.longitude! };
    const placed = await getVendors({ ...point, sort: 'distance', per_page: 50 });
    placed.items.forEach((item) => expectFields('vendor', item));
    expect(placed.items[0]).toMatchObject({ uuid: vendor.uuid, delivers_to_customer: true });
    const delivers = placed.items.map((item) => item.delivers_to_customer);
    expect(delivers).toContain(false);
    expect(delivers).toEqual([...delivers].sort((a, b) => Number(b) - Number(a)));
    const inArea = await getVendorsByLocationArea(vendor.location_area_id!, point);
    expect(inArea.map((item) => item.delivers_to_customer)).toContain(true);
  });
});

describe('catalogue and search', () => {
  it('reads business types, their tags and tagged products', async () => {
    const types = await getBusinessTypes();
    expect(types.length).toBeGreaterThan(0);
    types.forEach((type) => expectFields('businessType', type));
    const tags = await getTags(types[0]!.id);
    expect(tags.every((tag) => tag.business_type_id === types[0]!.id)).toBe(true);
    tags.forEach((tag) => expectFields('tag', tag));
    if (tags[0]) await expect(getTagProducts(tags[0].id)).resolves.toEqual(expect.any(Array));
  });

  it('reads curations and the products of an active curation', async () => {
    const curations = await getCurations();
    expect(curations.length).toBeGreaterThan(0);
    curations.forEach((curation) => expectFields('curation', curation));
    const products = await getCurationProducts(curations[0]!.uuid);
    expect(products).toEqual(expect.any(Array));
    await expect(getCurationProducts('no-such-curation')).rejects.toMatchObject({ status: 404 });
  });

  it('builds the homepage for a country and position', async () => {
    const homepage = await getHomepage({
      country_code: 'NG',
      latitude: vendor.latitude!,
      longitude: vendor.longitude!,
    });
    expect(homepage).toMatchObject({
      business_types: expect.any(Array),
      hidden_gems: expect.any(Array),
      offers: expect.any(Array),
      curations: expect.any(Array),
    });
    expectFields('homepage', homepage);
  });

  it('searches everything, products and vendors', async () => {
    const term = vendor.business_name.split(' ')[0]!;
    const all = await searchAll(term, {});
    expectFields('searchResults', all);
    expect(all.vendors.map((item) => item.uuid)).toContain(vendor.uuid);
    // Placed for the store's own doorstep: it delivers there, with a quote.
    const here = { latitude: vendor.latitude ?? 0, longitude: vendor.longitude ?? 0 };
    const placed = (await searchAll(term, here)).vendors.find((item) => item.uuid === vendor.uuid);
    expectFields('vendor', placed);
    expectFields('vendorDeliveryQuote', placed?.delivery_quote);
    const vendors = await searchVendors({ query: term });
    expect(vendors.items.map((item) => item.uuid)).toContain(vendor.uuid);
    await expect(searchProducts({ query: term })).resolves.toMatchObject({
      items: expect.any(Array),
    });
    await expect(searchAll('', {})).rejects.toMatchObject({ status: 422 });
  });
});

describe('location and delivery (spec 5)', () => {
  it('delivers near a seeded vendor, and not in the middle of the ocean', async () => {
    const here = await checkDeliveryLocation({
      latitude: vendor.latitude!,
      longitude: vendor.longitude!,
    });
    expect(here).toEqual({
      available: true,
      canDeliver: 1,
      closestLocationName: expect.any(String),
    });
    await expect(checkDeliveryLocation({ latitude: 0, longitude: -30 })).resolves.toEqual({
      available: false,
      canDeliver: 0,
      closestLocationName: null,
    });
  });

  it('refuses coordinates that are not coordinates', async () => {
    await expect(
      checkDeliveryLocation({ latitude: 'north' as never, longitude: 3.4 }),
    ).rejects.toMatchObject({ status: 422 });
  });

  it('estimates delivery from a vendor with a position, and skips one without', async () => {
    const estimate = await estimateDelivery(vendor, {
      latitude: vendor.latitude! + 0.005,
      longitude: vendor.longitude! + 0.005,
      customer_address: 'Next door',
    });
    expect(estimate?.delivery_time_max).toBeGreaterThanOrEqual(estimate?.delivery_time_min ?? 0);
    expectFields('deliveryEstimate', estimate);
    await expect(
      estimateDelivery(
        { ...vendor, latitude: null },
        { latitude: 6.45, longitude: 3.47, customer_address: '' },
      ),
    ).resolves.toBeNull();
  });

  it('shows only NG and KE among the countries, and reads states', async () => {
    const countries = await getCountries();
    expect(countries.map((country) => country.code).sort()).toEqual(['KE', 'NG']);
    countries.forEach((country) => expectFields('country', country));
    const states = await getStates('KE');
    expect(states.length).toBeGreaterThan(0);
    expect(states.every((state) => state.country_code === 'KE')).toBe(true);
    states.forEach((state) => expectFields('countryState', state));
  });
});

describe('vouchers and signed-in calls as a visitor', () => {
  it('lists exclusive vouchers and reads one; an unknown id is a 404', async () => {
    const vouchers = await getExclusiveVouchers();
    expect(vouchers.length).toBeGreaterThan(0);
    vouchers.forEach((voucher) => expectFields('voucher', voucher));
    await expect(getExclusiveVoucher(vouchers[0]!.id)).resolves.toMatchObject({
      id: vouchers[0]!.id,
    });
    await expect(getExclusiveVoucher(99_999)).rejects.toMatchObject({ status: 404 });
  });

  it('answers a visitor asking for the wallet with 401 and no logout event', async () => {
    await expect(getWallet()).rejects.toMatchObject({ status: 401 });
    expect(api.loggedOut).toEqual([]);
  });
});

/**
 * In a browser these calls are cross-origin (the site and the API have different origins), so
 * the headers this client adds must pass a CORS preflight. Node's fetch does not enforce CORS;
 * the preflight is sent by hand, as the browser would send it.
 */
describe('the browser path', () => {
  const siteOrigin = 'http://localhost:8080';

  it('lets a page send the bearer and location headers cross-origin', async () => {
    const sent = Object.keys(buildHeaders('token')).map((name) => name.toLowerCase());
    const preflight = await fetch(`${api.sandbox.urls.api}/account/profile`, {
      method: 'OPTIONS',
      headers: {
        Origin: siteOrigin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': [...sent, 'content-type'].join(','),
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(siteOrigin);
    const allowed = (preflight.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const header of [...sent, 'content-type']) expect(allowed).toContain(header);
  });

  it("lets a page read an error's body cross-origin", async () => {
    const answer = await fetch(`${api.sandbox.urls.api}/marketplace/vendors/no-such-vendor`, {
      headers: { Origin: siteOrigin },
    });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('access-control-allow-origin')).toBe(siteOrigin);
  });
});
