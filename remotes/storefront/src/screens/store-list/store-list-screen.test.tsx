/**
 * @jest-environment jest-fixed-jsdom
 */
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { fireEvent, screen, within } from '@testing-library/react';
import { useParcelProps } from '@jara/parcel/parcel';
import { emptyUserLocation, locationStore } from '@jara/state/location-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aVendor } from '@jara/testing/builders/vendor';
import { aPage } from '../../testing/fixtures';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { queryOf } from '@jara/testing/sent-requests';
import { StoreListScreen } from './store-list-screen';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
// Several round trips on a two-core machine shared with another suite.
jest.setTimeout(15_000);
const VENDORS = 'GET /marketplace/vendors';
const TYPES = 'GET /marketplace/business_types';
const mamaPut = aVendor({ uuid: 'v1', business_name: 'Mama Put' });
const crumbs = aVendor({ uuid: 'v2', slug: 'crumbs', business_name: 'Sweet Crumbs' });
const BUSINESS_TYPES = [
  { id: 1, name: 'Restaurants', slug: 'restaurants' },
  { id: 4, name: 'Bakeries', slug: 'bakeries' },
];

/** Shows the router's URL, so a test reads where the filters took it. */
function Url() {
  const location = useLocation();
  return <p data-testid="url">{`${location.pathname}${location.search}`}</p>;
}
const url = () => screen.getByTestId('url').textContent;

const renderList = (entry = '/store') =>
  renderWithQuery(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/store" element={<StoreListScreen title="Stores" params={{}} />} />
      </Routes>
      <Url />
    </MemoryRouter>,
  );

/** The query of the latest list asked for, as the server reads it: every value a string. */
const lastQuery = () => queryOf(api.sent(VENDORS).at(-1));

beforeEach(() => {
  jest.mocked(useParcelProps).mockReturnValue(makeParcelProps());
  api.answer(TYPES, BUSINESS_TYPES);
  locationStore.getState().resetLocation();
});

describe('StoreListScreen', () => {
  it('shows skeleton cards, then every store of the country', async () => {
    api.answer(VENDORS, aPage([mamaPut, crumbs]));
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Stores' })).toBeTruthy();
    const statuses = screen.getAllByRole('status').map((status) => status.textContent);
    expect(statuses).toEqual(['Loading store types', 'Loading stores']);
    expect(await screen.findAllByTestId('vendor-card')).toHaveLength(2);
    expect(lastQuery()).toEqual({ page: '1', per_page: '12' });
  });

  it('filters by type and open now and sorts, through the URL', async () => {
    api.answer(VENDORS, aPage([mamaPut]));
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Bakeries' }));
    expect(url()).toBe('/store?type=bakeries');
    fireEvent.click(screen.getByRole('button', { name: 'Open now' }));
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'delivery_fee' } });
    expect(url()).toBe('/store?type=bakeries&open=1&sort=delivery_fee');
    await screen.findAllByTestId('vendor-card');
    expect(lastQuery()).toMatchObject({
      business_type_id: '4',
      open_now: '1',
      sort: 'delivery_fee',
    });
    expect(screen.getByRole('button', { name: 'Open now' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('reads the filters from a shared link, and waits for the types before listing', async () => {
    api.answer(VENDORS, aPage([crumbs]));
    renderList('/store?type=bakeries&open=1&sort=rating');
    await screen.findAllByTestId('vendor-card');
    expect(api.sent(VENDORS)).toHaveLength(1);
    expect(lastQuery()).toMatchObject({ business_type_id: '4', open_now: '1', sort: 'rating' });
    expect(screen.getByRole('button', { name: 'Bakeries' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('rating');
  });

  it('offers distance only once a location is chosen, and says who comes first', async () => {
    api.answer(VENDORS, aPage([mamaPut]));
    const { unmount } = renderList('/store?sort=distance');
    await screen.findAllByTestId('vendor-card');
    expect(screen.queryByRole('option', { name: 'Nearest to you' })).toBeNull();
    expect(lastQuery()).not.toHaveProperty('sort');
    unmount();

    locationStore.getState().setUserLocation({
      ...emptyUserLocation,
      latitude: 6.44,
      longitude: 3.47,
      address: 'Lekki Phase 1',
    });
    renderList('/store?sort=distance');
    await screen.findAllByTestId('vendor-card');
    expect(screen.getByRole('option', { name: 'Nearest to you' })).toBeTruthy();
    expect(lastQuery()).toMatchObject({ sort: 'distance', latitude: '6.44', longitude: '3.47' });
    expect(screen.getByText('Stores that deliver to Lekki Phase 1 come first.')).toBeTruthy();
  });

  it('says when no store matches, and clears the filters', async () => {
    api.answer(VENDORS, aPage([]));
    renderList('/store?open=1');
    expect(await screen.findByText('No stores match these filters.')).toBeTruthy();
    api.answer(VENDORS, aPage([mamaPut]));
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(url()).toBe('/store');
    expect(await screen.findByText('Mama Put')).toBeTruthy();
  });

  it('shows an error with a retry when the list does not load', async () => {
    api.drop(VENDORS);
    renderList();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the stores.');
    api.answer(VENDORS, aPage([mamaPut]));
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Mama Put')).toBeTruthy();
  });

  it('still lists every store when the types do not load, with a retry for them', async () => {
    api.drop(TYPES);
    api.answer(VENDORS, aPage([mamaPut]));
    renderList('/store?type=bakeries');
    expect(await screen.findByText('We could not load the store types.')).toBeTruthy();
    expect(await screen.findByText('Mama Put')).toBeTruthy();
    api.answer(TYPES, BUSINESS_TYPES);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Bakeries' })).toBeTruthy();
  });

  it('shows a hostile URL as nothing but the default list', async () => {
    api.answer(VENDORS, aPage([mamaPut]));
    const { container } = renderList(
      `/store?type=${encodeURIComponent('<script>alert(1)</script>')}&sort=%22%3E%3Cimg%20onerror%3Dx%3E`,
    );
    await screen.findAllByTestId('vendor-card');
    const page = container.firstElementChild!;
    expect(page.querySelector('script')).toBeNull();
    expect(page.innerHTML).not.toContain('onerror');
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    expect(lastQuery()).toEqual({ page: '1', per_page: '12' });
  });
});
