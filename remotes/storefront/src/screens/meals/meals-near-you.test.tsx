/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, within } from '@testing-library/react';
import { useParcelProps } from '@jara/parcel/parcel';
import { emptyUserLocation, locationStore } from '@jara/state/location-store';
import { aPage } from '../../testing/fixtures';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aProduct } from '@jara/testing/builders/product';
import { aVendor } from '@jara/testing/builders/vendor';
import { expectShownAsText } from '@jara/testing/hostile-checks';
import { HOSTILE_STRINGS } from '@jara/testing/hostile-strings';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { queryOf } from '@jara/testing/sent-requests';
import { MealsScreen } from './meals-screen';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
// The first round trip loads the real client and msw: seconds on a two-core machine shared
// with other suites.
jest.setTimeout(15_000);
const SEARCH = 'GET /marketplace/search/products';
/** A dish's store, asked by the dish's `vendor_uuid`. */
const STORE = 'GET /marketplace/vendors/{slug}';

const lekki = {
  ...emptyUserLocation,
  latitude: 6.4478,
  longitude: 3.4723,
  address: 'Lekki Phase 1',
};
const jollof = aProduct({ uuid: 'jollof', vendor_uuid: 'v1', name: 'Party jollof' });

beforeEach(() => {
  locationStore.getState().resetLocation();
  jest.mocked(useParcelProps).mockReturnValue(makeParcelProps());
});

const renderMeals = () => renderWithQuery(<MealsScreen title="Meals" params={{}} />);

describe("MealsScreen, for the customer's place", () => {
  it("asks for the dishes of the stores that deliver to the customer's place first", async () => {
    locationStore.getState().setUserLocation(lekki);
    api.answer(SEARCH, aPage([jollof]));
    api.answer(
      STORE,
      aVendor({
        uuid: 'v1',
        business_name: 'Lekki Grill House',
        delivers_to_customer: true,
        delivery_quote: { fee: 1800, time_min: 35, time_max: 50 },
      }),
    );
    renderMeals();

    const store = await screen.findByRole('region', { name: 'From Lekki Grill House' });
    expect(api.sent(SEARCH).map(queryOf)).toEqual([
      { query: '', latitude: '6.4478', longitude: '3.4723', page: '1', per_page: '12' },
    ]);
    // The store is asked for the same place, so it is placed as its card would be.
    expect(api.sent(STORE).map((sent) => sent.url)).toEqual([
      expect.stringMatching(/\/marketplace\/vendors\/v1\?latitude=6\.4478&longitude=3\.4723$/),
    ]);
    // The store line says what the store's card says.
    expect(within(store).getByText(/^Delivery/).textContent).toBe('Delivery ₦1,800 · 35–50 min');
    expect(within(store).queryByText(/deliver to/)).toBeNull();
  });

  it('marks the dishes of a store that does not deliver there, with no fee', async () => {
    locationStore.getState().setUserLocation(lekki);
    api.answer(SEARCH, aPage([jollof]));
    api.answer(STORE, aVendor({ business_name: 'Wuse Kitchen', delivers_to_customer: false }));
    renderMeals();

    const store = await screen.findByRole('region', { name: 'From Wuse Kitchen' });
    expect(within(store).getByText('Doesn’t deliver to Lekki Phase 1')).toBeTruthy();
    expect(within(store).queryByText(/^Delivery/)).toBeNull();
  });

  it('says what delivery starts from before a place is chosen, and sends no point', async () => {
    api.answer(SEARCH, aPage([jollof]));
    api.answer(STORE, aVendor({ business_name: 'Lekki Grill House', delivery_fee: 1500 }));
    renderMeals();

    const store = await screen.findByRole('region', { name: 'From Lekki Grill House' });
    expect(within(store).getByText(/^Delivery/).textContent).toBe('Delivery from ₦1,500');
    expect(api.sent(SEARCH).map(queryOf)).toEqual([{ query: '', page: '1', per_page: '12' }]);
    expect(api.sent(STORE).map(queryOf)).toEqual([{}]);
  });

  it.each(HOSTILE_STRINGS)('shows a hostile store name ($name) as text', async ({ text }) => {
    locationStore.getState().setUserLocation(lekki);
    api.answer(SEARCH, aPage([jollof]));
    api.answer(STORE, aVendor({ business_name: text, delivers_to_customer: false }));
    renderMeals();

    const store = await screen.findByRole('region', { name: `From ${text}` });
    expectShownAsText(store, text);
    expect(within(store).getByText('Doesn’t deliver to Lekki Phase 1')).toBeTruthy();
  });
});
