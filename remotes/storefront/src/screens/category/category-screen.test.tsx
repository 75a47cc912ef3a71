/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, within } from '@testing-library/react';
import { useParcelProps } from '@jara/parcel/parcel';
import { emptyUserLocation, locationStore } from '@jara/state/location-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { expectShownAsText } from '@jara/testing/hostile-checks';
import { HOSTILE_STRINGS } from '@jara/testing/hostile-strings';
import { aVendor } from '@jara/testing/builders/vendor';
import { aPage } from '../../testing/fixtures';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { queryOf } from '@jara/testing/sent-requests';
import { CategoryScreen } from './category-screen';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
// The first round trip loads the real client and msw: seconds on a two-core machine shared
// with other suites.
jest.setTimeout(15_000);
const BUSINESS_TYPES = 'GET /marketplace/business_types';
const VENDORS = 'GET /marketplace/vendors';
const SEARCH = 'GET /marketplace/search/products';
/** The query a request was sent with, as the server reads it. */

const renderCategory = (params: Record<string, string>) =>
  renderWithQuery(<CategoryScreen title="Category" params={params} />);

/** Westlands, Nairobi, as the location picker sets it. */
const westlands = {
  ...emptyUserLocation,
  latitude: -1.2676,
  longitude: 36.8108,
  address: 'Westlands',
};

beforeEach(() => {
  locationStore.getState().resetLocation();
  jest.mocked(useParcelProps).mockReturnValue({ ...makeParcelProps(), country: 'KE' });
  api.answer(BUSINESS_TYPES, [{ id: 4, name: 'Bakery', slug: 'bakery' }]);
  api.answer('GET /marketplace/tags', [
    { id: 20, name: 'Bread', slug: 'bread', business_type_id: 4 },
  ]);
});

describe('CategoryScreen', () => {
  it("shows a business type's tags and its stores in the customer's country", async () => {
    api.answer(VENDORS, aPage([aVendor({ business_name: 'Java Bakes' })]));
    renderCategory({ name: 'bakery' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Bakery' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bread' }).getAttribute('href')).toBe(
      '/marketplace/search/bread',
    );
    const stores = screen.getByRole('region', { name: 'Stores' });
    expect(await within(stores).findByText('Java Bakes')).toBeTruthy();
    expect(api.sent(VENDORS).map(queryOf)).toEqual([
      expect.objectContaining({ business_type_id: '4', page: '1' }),
    ]);
  });

  it("asks for the stores around the customer's place and shows what the API says of each", async () => {
    locationStore.getState().setUserLocation(westlands);
    api.answer(
      VENDORS,
      aPage([
        aVendor({
          uuid: 'near',
          business_name: 'Java Bakes',
          currency: 'KES',
          delivery_fee: 150,
          delivers_to_customer: true,
          delivery_quote: { fee: 180, time_min: 25, time_max: 40 },
        }),
        aVendor({ uuid: 'far', business_name: 'Mombasa Loaves', delivers_to_customer: false }),
      ]),
    );
    renderCategory({ name: 'bakery' });

    const stores = await screen.findByRole('region', { name: 'Stores' });
    const [near, far] = await within(stores).findAllByTestId('vendor-card');
    expect(api.sent(VENDORS).map(queryOf)).toEqual([
      expect.objectContaining({ business_type_id: '4', latitude: '-1.2676', longitude: '36.8108' }),
    ]);
    expect(within(near!).getByText(/^Delivery/).textContent).toBe('Delivery KSh 180 · 25–40 min');
    expect(within(near!).queryByText(/deliver to/)).toBeNull();
    expect(within(far!).getByText('Doesn’t deliver to Westlands')).toBeTruthy();
    expect(within(far!).queryByText(/^Delivery/)).toBeNull();
  });

  it('says what delivery starts from before a place is chosen, and sends no point', async () => {
    api.answer(VENDORS, aPage([aVendor({ currency: 'KES', delivery_fee: 150 })]));
    renderCategory({ name: 'bakery' });

    expect((await screen.findByText(/^Delivery/)).textContent).toBe('Delivery from KSh 150');
    expect(queryOf(api.sent(VENDORS)[0]!)).not.toHaveProperty('latitude');
  });

  it.each(HOSTILE_STRINGS)('shows a hostile store name ($name) as text', async ({ text }) => {
    locationStore.getState().setUserLocation(westlands);
    api.answer(VENDORS, aPage([aVendor({ business_name: text, delivers_to_customer: false })]));
    renderCategory({ name: 'bakery' });

    const card = await screen.findByTestId('vendor-card');
    expectShownAsText(card, text);
    expect(within(card).getByText('Doesn’t deliver to Westlands')).toBeTruthy();
  });

  it('treats any other segment as words, whichever parameter names it', async () => {
    api.answer(SEARCH, aPage([]));
    renderCategory({ keywords: 'jollof-rice' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Jollof rice' })).toBeTruthy();
    expect(await screen.findByText('No dish matches “jollof rice” yet.')).toBeTruthy();
    expect(api.sent(SEARCH).map(queryOf)).toEqual([
      { query: 'jollof rice', page: '1', per_page: '12' },
    ]);
  });

  it('shows hostile words as text', async () => {
    api.answer(SEARCH, aPage([]));
    const hostile = '<script>alert(1)</script>';
    const { container } = renderCategory({ name: hostile });

    expect(await screen.findByRole('heading', { level: 1, name: hostile })).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
  });

  it('offers a retry when the categories cannot load', async () => {
    api.drop(BUSINESS_TYPES);
    renderCategory({ name: 'bakery' });
    expect(await screen.findByText('We could not load this category.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
