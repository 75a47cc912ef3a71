/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, within } from '@testing-library/react';
import { useParcelProps } from '@jara/parcel/parcel';
import { emptyUserLocation, locationStore } from '@jara/state/location-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aVendor } from '@jara/testing/builders/vendor';
import { aCuration, aCurationProduct } from '../../testing/fixtures';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { queryOf } from '@jara/testing/sent-requests';
import { StoreCurationsScreen } from './store-curations-screen';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
// Round trips through the real client on a two-core machine shared with another suite.
jest.setTimeout(15_000);
const CURATIONS = 'GET /marketplace/curations';

const lekki = {
  ...emptyUserLocation,
  latitude: 6.4478,
  longitude: 3.4723,
  address: 'Lekki Phase 1',
};
const near = aVendor({
  uuid: 'near',
  business_name: 'Lekki Grill House',
  delivers_to_customer: true,
  delivery_quote: { fee: 1800, time_min: 35, time_max: 50 },
});
const far = aVendor({ uuid: 'far', business_name: 'Wuse Kitchen', delivers_to_customer: false });

beforeEach(() => {
  locationStore.getState().resetLocation();
  jest.mocked(useParcelProps).mockReturnValue(makeParcelProps());
});

describe("StoreCurationsScreen, for the customer's place", () => {
  it('asks for the curations around the place; the stores that deliver come first', async () => {
    locationStore.getState().setUserLocation(lekki);
    // Each curation lists its own delivering stores first; across curations the screen does too.
    api.answer(CURATIONS, [
      aCuration({ products: [aCurationProduct({ vendor: far })] }),
      aCuration({ uuid: 'c-2', products: [aCurationProduct({ vendor: near })] }),
    ]);
    renderWithQuery(<StoreCurationsScreen title="Store curations" params={{}} />);

    const cards = await screen.findAllByTestId('vendor-card');
    expect(api.sent(CURATIONS).map(queryOf)).toEqual([{ latitude: '6.4478', longitude: '3.4723' }]);
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Lekki Grill House',
      'Wuse Kitchen',
    ]);
    expect(within(cards[0]!).getByText(/^Delivery/).textContent).toBe(
      'Delivery ₦1,800 · 35–50 min',
    );
    expect(within(cards[1]!).getByText('Doesn’t deliver to Lekki Phase 1')).toBeTruthy();
  });
});
