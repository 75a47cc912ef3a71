/**
 * @jest-environment jest-fixed-jsdom
 */
/**
 * A home row past its first page (issue 40): the homepage brings each row's first cards, and the
 * next page comes from the row's section when the customer asks (scrolling to the row's end, or
 * "See more"), through the real API client against a network double.
 */
import { MemoryRouter } from 'react-router-dom';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Vendor } from '@jara/contracts/entities';
import { useParcelProps } from '@jara/parcel/parcel';
import { locationStore } from '@jara/state/location-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aHomepage } from '@jara/testing/builders/homepage';
import { aVendor } from '@jara/testing/builders/vendor';
import { expectShownAsText } from '@jara/testing/hostile-checks';
import { HOSTILE_STRINGS } from '@jara/testing/hostile-strings';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { queryOf } from '@jara/testing/sent-requests';
import { aPage } from '../../testing/fixtures';
import { HomeScreen } from './home-screen';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
jest.setTimeout(15_000);
const OFFERS = 'GET /marketplace/homepage/sections/{section}';
const props = makeParcelProps();

const store = (n: number, overrides: Partial<Vendor> = {}) =>
  aVendor({ uuid: `v${n}`, slug: `store-${n}`, business_name: `Store ${n}`, ...overrides });
const FIRST = [1, 2, 3, 4, 5].map((n) => store(n));
/** Offers in two pages of five: the homepage brings the first. */
const twoPages = aHomepage({
  offers: FIRST,
  section_pages: {
    ...aHomepage().section_pages,
    offers: { page: 1, per_page: 5, total: 6, last_page: 2 },
  },
});
const secondPage = (vendor: Vendor) => aPage([vendor], { page: 2, per_page: 5, last_page: 2 });

const renderHome = () =>
  renderWithQuery(
    <MemoryRouter>
      <HomeScreen title="Marketplace" params={{}} />
    </MemoryRouter>,
  );

const offersRow = () => screen.findByRole('region', { name: 'Offers' });

beforeEach(() => {
  jest.mocked(useParcelProps).mockReturnValue(props);
  locationStore.getState().resetLocation();
  api.answer('GET /marketplace/homepage', twoPages);
  api.answer('GET /marketplace/vendors', aPage([]));
  renderHome();
});

describe('a home row, a page at a time', () => {
  it('shows the first page the homepage brought, and asks for nothing more until asked', async () => {
    const row = await offersRow();
    expect(within(row).getAllByTestId('vendor-card')).toHaveLength(5);
    expect(within(row).getByRole('button', { name: 'See more offers' })).toBeTruthy();
    expect(api.sent(OFFERS)).toHaveLength(0);
  });

  it('holds the next page’s place with a skeleton card while it loads', async () => {
    api.break(OFFERS, 'hang');
    const row = await offersRow();
    fireEvent.click(within(row).getByRole('button', { name: 'See more offers' }));
    expect(await within(row).findByTestId('vendor-card-skeleton')).toBeTruthy();
    expect(within(row).getAllByTestId('vendor-card')).toHaveLength(5);
  });

  it('loads the next page on "See more", then shows it after the first', async () => {
    api.answer(OFFERS, secondPage(store(6)));
    const row = await offersRow();
    fireEvent.click(within(row).getByRole('button', { name: 'See more offers' }));
    expect(await within(row).findByText('Store 6')).toBeTruthy();
    expect(
      within(row)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Store 1', 'Store 2', 'Store 3', 'Store 4', 'Store 5', 'Store 6']);
    // The last page: nothing more to ask for.
    expect(within(row).queryByRole('button', { name: 'See more offers' })).toBeNull();
    const [sent] = api.sent(OFFERS);
    expect(new URL(sent!.url).pathname).toMatch(/\/marketplace\/homepage\/sections\/offers$/);
    expect(queryOf(sent!)).toEqual({ country_code: 'NG', page: '2', per_page: '5' });
  });

  it('keeps the cards shown when the next page fails, and Try again loads it', async () => {
    api.break(OFFERS, '500');
    const row = await offersRow();
    fireEvent.click(within(row).getByRole('button', { name: 'See more offers' }));
    expect((await within(row).findByRole('alert')).textContent).toBe(
      'We could not load more offers.',
    );
    expect(within(row).getAllByTestId('vendor-card')).toHaveLength(5);

    api.answer(OFFERS, secondPage(store(6)));
    fireEvent.click(within(row).getByRole('button', { name: 'Try again' }));
    expect(await within(row).findByText('Store 6')).toBeTruthy();
    expect(within(row).queryByRole('alert')).toBeNull();
  });

  it('asks the section for a store type when the first page is not the whole section', async () => {
    api.answer(OFFERS, aPage([store(7, { business_type_ids: [2] })], { per_page: 5 }));
    const row = await screen.findByRole('region', { name: 'Offers' });
    fireEvent.click(screen.getByRole('button', { name: 'Groceries' }));
    expect(await within(row).findByText('Store 7')).toBeTruthy();
    expect(within(row).getAllByTestId('vendor-card')).toHaveLength(1);
    expect(queryOf(api.sent(OFFERS)[0]!)).toEqual({
      country_code: 'NG',
      business_type_id: '2',
      page: '1',
      per_page: '5',
    });
  });

  it.each(HOSTILE_STRINGS)('shows a next page store named with $name as text', async ({ text }) => {
    api.answer(OFFERS, secondPage(store(6, { business_name: text })));
    const row = await offersRow();
    fireEvent.click(within(row).getByRole('button', { name: 'See more offers' }));
    await within(row).findAllByRole('heading', { level: 3, name: (name) => name.length > 0 });
    await screen.findByText(
      (_, element) => element?.tagName === 'H3' && element.textContent === text,
    );
    expectShownAsText(row, text);
  });
});
