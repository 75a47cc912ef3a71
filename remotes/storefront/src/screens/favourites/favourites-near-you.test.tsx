/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, within } from '@testing-library/react';
import { useParcelProps } from '@jara/parcel/parcel';
import { emptyUserLocation, locationStore } from '@jara/state/location-store';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aVendor } from '@jara/testing/builders/vendor';
import { expectShownAsText } from '@jara/testing/hostile-checks';
import { HOSTILE_STRINGS } from '@jara/testing/hostile-strings';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { queryOf } from '@jara/testing/sent-requests';
import { FavouritesScreen } from './favourites-screen';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
// The first round trip loads the real client and msw: seconds on a two-core machine shared
// with other suites.
jest.setTimeout(15_000);
const FAVOURITES = 'GET /marketplace/vendors/favourites';

const lekki = {
  ...emptyUserLocation,
  latitude: 6.4478,
  longitude: 3.4723,
  address: 'Lekki Phase 1',
};
const renderScreen = () =>
  renderWithQuery(<FavouritesScreen title="Favourite stores" params={{}} />);

beforeEach(() => {
  locationStore.getState().resetLocation();
  jest.mocked(useParcelProps).mockReturnValue(makeParcelProps());
  sessionStore.getState().signIn('token', 7);
});

describe("FavouritesScreen, for the customer's place", () => {
  it('asks for the favourites around the place and shows what the API says of each', async () => {
    locationStore.getState().setUserLocation(lekki);
    api.answer(FAVOURITES, [
      aVendor({
        uuid: 'near',
        business_name: 'Lekki Grill House',
        is_favourite: true,
        delivers_to_customer: true,
        delivery_quote: { fee: 1800, time_min: 35, time_max: 50 },
      }),
      aVendor({
        uuid: 'far',
        business_name: 'Wuse Kitchen',
        is_favourite: true,
        delivers_to_customer: false,
      }),
    ]);
    renderScreen();

    const [near, far] = await screen.findAllByTestId('vendor-card');
    expect(api.sent(FAVOURITES).map(queryOf)).toEqual([
      { latitude: '6.4478', longitude: '3.4723' },
    ]);
    expect(within(near!).getByText(/^Delivery/).textContent).toBe('Delivery ₦1,800 · 35–50 min');
    expect(within(far!).getByText('Doesn’t deliver to Lekki Phase 1')).toBeTruthy();
    expect(within(far!).queryByText(/^Delivery/)).toBeNull();
  });

  it('says what delivery starts from before a place is chosen, and sends no point', async () => {
    api.answer(FAVOURITES, [aVendor({ is_favourite: true, delivery_fee: 1500 })]);
    renderScreen();

    const card = await screen.findByTestId('vendor-card');
    expect(within(card).getByText(/^Delivery/).textContent).toBe('Delivery from ₦1,500');
    expect(api.sent(FAVOURITES).map(queryOf)).toEqual([{}]);
  });

  it.each(HOSTILE_STRINGS)('shows a hostile store name ($name) as text', async ({ text }) => {
    locationStore.getState().setUserLocation(lekki);
    api.answer(FAVOURITES, [aVendor({ business_name: text, delivers_to_customer: false })]);
    renderScreen();

    const card = await screen.findByTestId('vendor-card');
    expectShownAsText(card, text);
    expect(within(card).getByText('Doesn’t deliver to Lekki Phase 1')).toBeTruthy();
  });
});
