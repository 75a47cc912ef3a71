/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { emptyUserLocation, locationStore } from '@jara/state/location-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aVendor } from '@jara/testing/builders/vendor';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { queryOf } from '@jara/testing/sent-requests';
import { DeliveryPanel } from './delivery-panel';

const api = setUpApiDouble();
// Round trips through the real client on a two-core machine shared with another suite.
jest.setTimeout(15_000);
const ESTIMATE = 'GET marketplace/delivery_location';
const lekki = {
  ...emptyUserLocation,
  latitude: 6.44,
  longitude: 3.47,
  address: 'Lekki Phase 1',
  customer_address: '5 Admiralty Way',
};
const panel = () => screen.getByTestId('delivery-panel');

beforeEach(() => locationStore.getState().resetLocation());

describe('DeliveryPanel', () => {
  it('asks for a location, with the base fee, before one is chosen, and calls nothing', async () => {
    const { client } = renderWithQuery(<DeliveryPanel vendor={aVendor()} />);
    expect(panel().textContent).toContain('Delivery from ₦800');
    expect(panel().textContent).toContain('Set your delivery location at the top of the page');
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(api.sent(ESTIMATE)).toHaveLength(0);
  });

  it('shows the time and fee to the chosen place', async () => {
    locationStore.getState().setUserLocation(lekki);
    api.answer(ESTIMATE, {
      delivery_time_min: 25,
      delivery_time_max: 40,
      price: 1200,
      currency: 'NGN',
    });
    renderWithQuery(
      <DeliveryPanel vendor={aVendor({ slug: 'mama-put', latitude: 6.45, longitude: 3.39 })} />,
    );

    expect(panel().textContent).toBe('Checking delivery to Lekki Phase 1…');
    expect(await screen.findByText('Delivery to Lekki Phase 1: 25–40 min')).toBeTruthy();
    expect(panel().textContent).toContain('Fee ₦1,200');
    expect(api.sent(ESTIMATE).map(queryOf)).toEqual([
      {
        vendor_slug: 'mama-put',
        vendor_lat: '6.45',
        vendor_long: '3.39',
        customer_lat: '6.44',
        customer_long: '3.47',
        customer_address: '5 Admiralty Way',
      },
    ]);
  });

  it('writes a Kenyan fee in shillings as KSh', async () => {
    locationStore.getState().setUserLocation({ ...lekki, address: 'Westlands' });
    api.answer(ESTIMATE, {
      delivery_time_min: 20,
      delivery_time_max: 30,
      price: 250,
      currency: 'KES',
    });
    renderWithQuery(<DeliveryPanel vendor={aVendor({ currency: 'KES', country_id: 110 })} />);
    await screen.findByText('Delivery to Westlands: 20–30 min');
    expect(panel().textContent).toContain('KSh 250');
    expect(panel().textContent).not.toContain('KES');
  });

  it('does not ask for an estimate when the vendor has no latitude (spec 5)', async () => {
    locationStore.getState().setUserLocation(lekki);
    const { client } = renderWithQuery(<DeliveryPanel vendor={aVendor({ latitude: null })} />);
    expect(panel().textContent).toContain('The delivery time is confirmed at checkout.');
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(api.sent(ESTIMATE)).toHaveLength(0);
  });

  it('marks a store that does not deliver to the chosen place', async () => {
    locationStore.getState().setUserLocation(lekki);
    api.refuse(ESTIMATE, 422, 'Mama Put does not deliver here.');
    renderWithQuery(<DeliveryPanel vendor={aVendor({ business_name: 'Mama Put' })} />);
    expect(await screen.findByText('Mama Put does not deliver to Lekki Phase 1.')).toBeTruthy();
  });

  it('offers a retry when the estimate fails for another reason', async () => {
    locationStore.getState().setUserLocation(lekki);
    api.drop(ESTIMATE);
    renderWithQuery(<DeliveryPanel vendor={aVendor()} />);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not check delivery to your place.');
    api.answer(ESTIMATE, {
      delivery_time_min: 25,
      delivery_time_max: 40,
      price: 1200,
      currency: 'NGN',
    });
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Delivery to Lekki Phase 1: 25–40 min')).toBeTruthy();
  });

  it('shows a hostile place name as text', async () => {
    const hostile = '"><img src=x onerror="alert(1)">';
    locationStore.getState().setUserLocation({ ...lekki, address: hostile });
    api.refuse(ESTIMATE, 422, 'no');
    const { container } = renderWithQuery(
      <DeliveryPanel vendor={aVendor({ business_name: 'Mama Put' })} />,
    );
    expect(await screen.findByText(`Mama Put does not deliver to ${hostile}.`)).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });
});
