import type { Paginated } from '@jara/contracts/api-envelope';
import type { Homepage, Vendor } from '@jara/contracts/entities';
import { SECTION_PAGE_SIZE } from '@jara/contracts/homepage-sections';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.sandbox.stop());

const LEKKI = 'latitude=6.4478&longitude=3.4723';

const home = async (query: string) =>
  t.data(await t.call<Homepage>('GET', `/marketplace/homepage?country_code=NG&${query}`));
const section = (name: string, query: string) =>
  t.call<Paginated<Vendor>>(
    'GET',
    `/marketplace/homepage/sections/${name}?country_code=NG&${query}`,
  );
const uuids = (vendors: Vendor[]) => vendors.map((vendor) => vendor.uuid);

describe('the homepage, a page of each section', () => {
  it('carries each section’s first page and where it stands', async () => {
    const page = await home(LEKKI);
    expect(page.top_rated).toHaveLength(SECTION_PAGE_SIZE);
    expect(page.section_pages.top_rated).toEqual({
      page: 1,
      per_page: SECTION_PAGE_SIZE,
      total: 10,
      last_page: 2,
    });
    expect(page.curations.length).toBe(page.section_pages.curations.total);
  });

  it('fills only the sections asked for, still counting the others', async () => {
    const page = await home(`${LEKKI}&sections=offers,hidden_gems`);
    expect(page.offers.length).toBeGreaterThan(0);
    expect(page.hidden_gems.length).toBeGreaterThan(0);
    expect([page.top_rated, page.curations, page.nearby]).toEqual([[], [], []]);
    expect(page.section_pages.curations.total).toBeGreaterThan(0);
    expect(page.business_types.length).toBeGreaterThan(0);
  });

  it('pages a section in the order the whole of it has, placed for the point', async () => {
    const first = await home(`${LEKKI}&per_section=3`);
    const rest = t.data(await section('top_rated', `${LEKKI}&page=2&per_page=3`));
    const whole = t.data(await section('top_rated', `${LEKKI}&per_page=24`));
    expect(rest.page).toBe(2);
    expect([...uuids(first.top_rated), ...uuids(rest.items)]).toEqual(
      uuids(whole.items).slice(0, 6),
    );
    expect(whole.total).toBe(first.section_pages.top_rated.total);
  });

  it('narrows a section to a store type and to the stores open now', async () => {
    const all = t.data(await section('top_rated', 'per_page=24')).items;
    const open = t.data(await section('top_rated', 'per_page=24&open_now=1')).items;
    expect(uuids(open)).toEqual(uuids(all.filter((vendor) => vendor.is_open)));
    const typed = t.data(await section('top_rated', 'per_page=24&business_type_id=2')).items;
    expect(typed.every((vendor) => vendor.business_type_ids.includes(2))).toBe(true);
  });

  it.each([
    ['page=0', 'The page field must be at least 1.'],
    ['page=two', 'The page field must be a number.'],
    ['page=3&per_page=5', 'Page 3 is past the last page of top_rated: it has 2.'],
    ['per_page=25', 'The per_page field may not be greater than 24.'],
  ])('refuses %s with a 422 that says why', async (query, message) => {
    const refused = await section('top_rated', query);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(message);
  });

  it('refuses a section that is not a store section, and a homepage page size out of bounds', async () => {
    const curations = await section('curations', '');
    expect(curations.status).toBe(422);
    expect(curations.body.message).toBe(
      'There is no store section "curations": ask for one of hidden_gems, offers, top_rated, nearby.',
    );
    const hostile = await section('%3Cscript%3E', '');
    expect(hostile.status).toBe(422);
    const tooBig = await t.call('GET', '/marketplace/homepage?country_code=NG&per_section=0');
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.message).toBe('The per_section field must be at least 1.');
    const unknown = await t.call('GET', '/marketplace/homepage?country_code=NG&sections=bogus');
    expect(unknown.status).toBe(422);
  });
});
