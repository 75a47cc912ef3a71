import { fireEvent, screen, within } from '@testing-library/react';
import { bus } from '@jara/bus';
import { getHomepage, getVendors } from '@jara/api/marketplace';
import { ApiError } from '@jara/api/api-error';
import { useParcelProps } from '@jara/parcel/parcel';
import { locationStore, emptyUserLocation } from '@jara/state/location-store';
import { aHomepage, aPage, aVendor } from '../../testing/fixtures';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { HomeScreen } from './home-screen';

jest.mock('@jara/api/marketplace');
jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const homepage = jest.mocked(getHomepage);
const vendors = jest.mocked(getVendors);
const props = makeParcelProps();
const serverDown = () => new ApiError({ kind: 'network', message: 'Network error' });

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

const renderHome = () => renderWithQuery(<HomeScreen title="Marketplace" params={{}} />);

beforeEach(() => {
  jest.mocked(useParcelProps).mockReturnValue(props);
  props.navigate.mockReset();
  homepage.mockReset();
  vendors.mockReset();
  locationStore.getState().resetLocation();
});

describe('HomeScreen', () => {
  it('shows a spinner, then store types, rows and every store with its details', async () => {
    homepage.mockResolvedValue(aHomepage({ offers: [grocer], hidden_gems: [restaurant] }));
    vendors.mockResolvedValue(aPage([restaurant, grocer]));
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
    expect(homepage).toHaveBeenCalledWith({ country_code: 'NG' }, expect.anything());
  });

  it('loads the first covers of both rows at once, and the rest only near the viewport', async () => {
    const gems = ['a', 'b', 'c'].map((id) => aVendor({ uuid: id, slug: id, business_name: id }));
    homepage.mockResolvedValue(aHomepage({ offers: [grocer], hidden_gems: gems }));
    vendors.mockResolvedValue(aPage([]));
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
    homepage.mockResolvedValue(aHomepage());
    vendors.mockResolvedValue(aPage([restaurant]));
    renderHome();

    await screen.findAllByTestId('vendor-card');
    expect(homepage).toHaveBeenCalledWith(
      { country_code: 'NG', latitude: 6.5, longitude: 3.4 },
      expect.anything(),
    );
    expect(vendors).toHaveBeenCalledWith(
      expect.objectContaining({ latitude: 6.5, longitude: 3.4, page: 1 }),
      expect.anything(),
    );
  });

  it('tells the shell it is ready once its highlights show, not while they load', async () => {
    homepage.mockResolvedValue(aHomepage());
    vendors.mockResolvedValue(aPage([restaurant]));
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
    homepage.mockResolvedValue(aHomepage());
    vendors.mockResolvedValue(aPage([restaurant]));
    renderHome();

    fireEvent.click(await screen.findByRole('link', { name: /Mama Put/ }));
    expect(props.navigate).toHaveBeenCalledWith('/stores/mama-put');
  });

  it('filters the rows and the store list by store type, and can show all again', async () => {
    homepage.mockResolvedValue(aHomepage({ offers: [restaurant, grocer] }));
    vendors.mockResolvedValueOnce(aPage([restaurant, grocer])).mockResolvedValueOnce(aPage([]));
    renderHome();

    fireEvent.click(await screen.findByRole('button', { name: 'Restaurants' }));
    expect(screen.getByRole('button', { name: 'Restaurants' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('region', { name: 'Offers' }).textContent).not.toContain('Fresh Mart');
    expect(await screen.findByText('No Restaurants stores here yet.')).toBeTruthy();
    expect(vendors).toHaveBeenLastCalledWith(
      expect.objectContaining({ business_type_id: 1, page: 1 }),
      expect.anything(),
    );

    // Every store was loaded a moment ago: the list comes back from the cache, not the server.
    fireEvent.click(screen.getByRole('button', { name: 'Show all stores' }));
    const all = await screen.findByRole('region', { name: 'All stores' });
    expect(within(all).getAllByTestId('vendor-card')).toHaveLength(2);
    expect(vendors).toHaveBeenCalledTimes(2);
  });

  it('says so when no store is there, and leaves out empty rows', async () => {
    homepage.mockResolvedValue(aHomepage());
    vendors.mockResolvedValue(aPage([]));
    renderHome();

    expect(await screen.findByText('No stores here yet.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Offers' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show all stores' })).toBeNull();
  });

  it('shows an error with a retry when the marketplace does not load', async () => {
    homepage.mockRejectedValueOnce(serverDown()).mockResolvedValueOnce(aHomepage());
    vendors.mockResolvedValue(aPage([restaurant]));
    const ready = jest.fn();
    const off = bus.on('page:ready', ready);
    renderHome();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the marketplace.');
    // Its final error is what the page shows: the shell may start its deferred work.
    expect(ready).toHaveBeenCalledTimes(1);
    off();
    expect(await screen.findByText('Mama Put')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Groceries' })).toBeTruthy();
    expect(homepage).toHaveBeenCalledTimes(2);
  });

  it('shows an error with a retry when the store list does not load', async () => {
    homepage.mockResolvedValue(aHomepage());
    vendors.mockRejectedValueOnce(serverDown()).mockResolvedValueOnce(aPage([restaurant]));
    renderHome();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the stores.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Mama Put')).toBeTruthy();
  });

  it('shows more stores a page at a time and says when the next page fails', async () => {
    homepage.mockResolvedValue(aHomepage());
    vendors
      .mockResolvedValueOnce(aPage([restaurant], { last_page: 3, total: 3 }))
      .mockResolvedValueOnce(aPage([grocer], { page: 2, last_page: 3, total: 3 }))
      .mockRejectedValueOnce(serverDown());
    renderHome();

    fireEvent.click(await screen.findByRole('button', { name: 'Show more stores' }));
    expect(await screen.findByText('Fresh Mart')).toBeTruthy();
    expect(vendors).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 2 }),
      expect.anything(),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Show more stores' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not load more stores.',
    );
    expect(screen.getAllByTestId('vendor-card')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
