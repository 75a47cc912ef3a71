/**
 * @jest-environment jest-fixed-jsdom
 */
import { MemoryRouter, useLocation } from 'react-router-dom';
import { fireEvent, screen, within } from '@testing-library/react';
import { bus } from '@jara/bus';
import { useParcelProps } from '@jara/parcel/parcel';
import { locationStore, emptyUserLocation } from '@jara/state/location-store';
import { aHomepage } from '@jara/testing/builders/homepage';
import { aPage } from '../../testing/fixtures';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aVendor } from '@jara/testing/builders/vendor';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { queryOf } from '@jara/testing/sent-requests';
import { HomeScreen } from './home-screen';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
// The first round trip loads the real client and msw: seconds on a two-core machine shared
// with other suites.
jest.setTimeout(15_000);
const HOMEPAGE = 'GET /marketplace/homepage';
/** The rows' sections the home asks the homepage for (its first pages only). */
const ROWS_ASKED = 'offers,hidden_gems';
const VENDORS = 'GET /marketplace/vendors';
/** The query a request was sent with, as the server reads it. */
const props = makeParcelProps();

const restaurant = aVendor({ uuid: 'v1', slug: 'mama-put', business_name: 'Mama Put' });
const grocer = aVendor({
  uuid: 'v2',
  slug: 'fresh-mart',
  business_name: 'Fresh Mart',
  business_type_ids: [2],
  is_open: false,
  currency: 'NGN',
  delivery_fee: 1200,
  offer_title: 'Free delivery this week',
});

const renderHome = () =>
  renderWithQuery(
    <MemoryRouter>
      <HomeScreen title="Marketplace" params={{}} />
    </MemoryRouter>,
  );

beforeEach(() => {
  jest.mocked(useParcelProps).mockReturnValue(props);
  props.navigate.mockReset();
  locationStore.getState().resetLocation();
});

describe('HomeScreen', () => {
  it('shows a spinner, then store types, rows and every store with its details', async () => {
    api.answer(HOMEPAGE, aHomepage({ offers: [grocer], hidden_gems: [restaurant] }));
    api.answer(VENDORS, aPage([restaurant, grocer]));
    renderHome();

    const spinners = screen.getAllByRole('status').map((status) => status.textContent);
    expect(spinners).toEqual(['Loading the marketplace', 'Loading stores']);
    const all = await screen.findByRole('region', { name: 'All stores' });
    const cards = await within(all).findAllByTestId('vendor-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[1]!).getByText('Fresh Mart')).toBeTruthy();
    expect(within(cards[1]!).getByText('Closed')).toBeTruthy();
    expect(within(cards[1]!).getByText('₦1,200')).toBeTruthy();
    expect(within(cards[0]!).getByLabelText('Rated 4.6 out of 5 from 120 reviews')).toBeTruthy();
    expect(within(cards[0]!).getByRole('link').getAttribute('href')).toBe('/stores/mama-put');

    expect(screen.getByRole('region', { name: 'Offers' }).textContent).toContain(
      'Free delivery this week',
    );
    expect(screen.getByRole('region', { name: 'Hidden gems' }).textContent).toContain('Mama Put');
    expect(screen.getByRole('button', { name: 'Groceries' })).toBeTruthy();
    expect(api.sent(HOMEPAGE).map(queryOf)).toEqual([{ country_code: 'NG', sections: ROWS_ASKED }]);
  });

  it('loads the first covers of both rows at once, and the rest only near the viewport', async () => {
    const gems = ['a', 'b', 'c'].map((id) => aVendor({ uuid: id, slug: id, business_name: id }));
    api.answer(HOMEPAGE, aHomepage({ offers: [grocer], hidden_gems: gems }));
    api.answer(VENDORS, aPage([]));
    renderHome();

    const row = await screen.findByRole('region', { name: 'Hidden gems' });
    const covers = within(row)
      .getAllByTestId('vendor-card')
      .map((card) => card.querySelector('img')!);
    expect(covers.map((cover) => cover.getAttribute('fetchpriority'))).toEqual([
      'high',
      'high',
      null,
    ]);
    expect(covers.map((cover) => cover.getAttribute('loading'))).toEqual([null, null, 'lazy']);
    const offer = within(screen.getByRole('region', { name: 'Offers' })).getByTestId('vendor-card');
    expect(offer.querySelector('img')!.getAttribute('fetchpriority')).toBe('high');
  });

  it("asks for stores around the customer's delivery point when one is set", async () => {
    locationStore
      .getState()
      .setUserLocation({ ...emptyUserLocation, latitude: 6.5, longitude: 3.4 });
    api.answer(HOMEPAGE, aHomepage());
    api.answer(VENDORS, aPage([restaurant]));
    renderHome();

    await screen.findAllByTestId('vendor-card');
    expect(api.sent(HOMEPAGE).map(queryOf)).toEqual([
      { country_code: 'NG', latitude: '6.5', longitude: '3.4', sections: ROWS_ASKED },
    ]);
    expect(api.sent(VENDORS).map(queryOf)).toEqual([
      expect.objectContaining({ latitude: '6.5', longitude: '3.4', page: '1' }),
    ]);
  });

  it('tells the shell it is ready once its highlights show, not while they load', async () => {
    api.answer(HOMEPAGE, aHomepage());
    api.answer(VENDORS, aPage([restaurant]));
    const shownWhenReady: boolean[] = [];
    const off = bus.on('page:ready', () =>
      shownWhenReady.push(screen.queryByRole('group', { name: 'Store type' }) !== null),
    );
    renderHome();

    expect(await screen.findByRole('group', { name: 'Store type' })).toBeTruthy();
    off();
    expect(shownWhenReady).toEqual([true]);
  });

  it('opens a store through the shell without reloading the page', async () => {
    api.answer(HOMEPAGE, aHomepage());
    api.answer(VENDORS, aPage([restaurant]));
    renderHome();

    fireEvent.click(await screen.findByRole('link', { name: /Mama Put/ }));
    expect(props.navigate).toHaveBeenCalledWith('/stores/mama-put');
  });

  it('filters the rows and the store list by store type, and can show all again', async () => {
    api.answer(HOMEPAGE, aHomepage({ offers: [restaurant, grocer] }));
    api.answer(VENDORS, aPage([restaurant, grocer]));
    renderHome();
    const every = await screen.findByRole('region', { name: 'All stores' });
    expect(await within(every).findAllByTestId('vendor-card')).toHaveLength(2);
    api.answer(VENDORS, aPage([]));

    fireEvent.click(screen.getByRole('button', { name: 'Restaurants' }));
    expect(screen.getByRole('button', { name: 'Restaurants' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('region', { name: 'Offers' }).textContent).not.toContain('Fresh Mart');
    expect(await screen.findByText('No Restaurants stores match these filters.')).toBeTruthy();
    expect(queryOf(api.sent(VENDORS).at(-1)!)).toMatchObject({ business_type_id: '1', page: '1' });

    // Every store was loaded a moment ago: the list comes back from the cache, not the server.
    fireEvent.click(screen.getByRole('button', { name: 'Show all stores' }));
    const all = await screen.findByRole('region', { name: 'All stores' });
    expect(within(all).getAllByTestId('vendor-card')).toHaveLength(2);
    expect(api.sent(VENDORS)).toHaveLength(2);
  });

  it('keeps open now, the sort and the store type in the URL, and asks the API for them', async () => {
    function Url() {
      const location = useLocation();
      return <p data-testid="url">{location.search}</p>;
    }
    api.answer(HOMEPAGE, aHomepage({ offers: [restaurant, grocer] }));
    api.answer(VENDORS, aPage([restaurant]));
    locationStore
      .getState()
      .setUserLocation({ ...emptyUserLocation, latitude: 6.44, longitude: 3.47 });
    renderWithQuery(
      <MemoryRouter initialEntries={['/stores?type=restaurants&open=1&sort=delivery_time']}>
        <HomeScreen title="Marketplace" params={{}} />
        <Url />
      </MemoryRouter>,
    );

    const all = await screen.findByRole('region', { name: 'Restaurants stores' });
    expect(await within(all).findAllByTestId('vendor-card')).toHaveLength(1);
    expect(queryOf(api.sent(VENDORS).at(-1)!)).toMatchObject({
      business_type_id: '1',
      open_now: '1',
      sort: 'delivery_time',
    });
    // The closed store leaves the rows too.
    expect(screen.getByRole('region', { name: 'Offers' }).textContent).not.toContain('Fresh Mart');
    expect(screen.getByRole('button', { name: 'Open now' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe(
      'delivery_time',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Open now' }));
    expect(screen.getByTestId('url').textContent).toBe('?type=restaurants&sort=delivery_time');
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), {
      target: { value: 'rating' },
    });
    expect(screen.getByTestId('url').textContent).toBe('?type=restaurants&sort=rating');
  });

  it('says so when no store is there, and leaves out empty rows', async () => {
    api.answer(HOMEPAGE, aHomepage());
    api.answer(VENDORS, aPage([]));
    renderHome();

    expect(await screen.findByText('No stores here yet.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Offers' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show all stores' })).toBeNull();
  });

  it('shows an error with a retry when the marketplace does not load', async () => {
    api.drop(HOMEPAGE);
    api.answer(VENDORS, aPage([restaurant]));
    const ready = jest.fn();
    const off = bus.on('page:ready', ready);
    renderHome();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the marketplace.');
    api.answer(HOMEPAGE, aHomepage());
    // Its final error is what the page shows: the shell may start its deferred work.
    expect(ready).toHaveBeenCalledTimes(1);
    off();
    expect(await screen.findByText('Mama Put')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Groceries' })).toBeTruthy();
    expect(api.sent(HOMEPAGE)).toHaveLength(2);
  });

  it('shows an error with a retry when the store list does not load', async () => {
    api.answer(HOMEPAGE, aHomepage());
    api.drop(VENDORS);
    renderHome();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the stores.');
    api.answer(VENDORS, aPage([restaurant]));
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Mama Put')).toBeTruthy();
  });

  it('shows more stores a page at a time and says when the next page fails', async () => {
    api.answer(HOMEPAGE, aHomepage());
    api.answer(VENDORS, aPage([restaurant], { last_page: 3, total: 3 }));
    renderHome();

    const showMore = await screen.findByRole('button', { name: 'Show more stores' });
    api.answer(VENDORS, aPage([grocer], { page: 2, last_page: 3, total: 3 }));
    fireEvent.click(showMore);
    expect(await screen.findByText('Fresh Mart')).toBeTruthy();
    expect(queryOf(api.sent(VENDORS).at(-1)!)).toMatchObject({ page: '2' });

    api.drop(VENDORS);
    fireEvent.click(screen.getByRole('button', { name: 'Show more stores' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not load more stores.',
    );
    expect(screen.getAllByTestId('vendor-card')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
