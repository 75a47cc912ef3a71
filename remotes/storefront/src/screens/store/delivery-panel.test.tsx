import { fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '@jara/api/api-error';
import { estimateDelivery } from '@jara/api/delivery';
import { emptyUserLocation, locationStore } from '@jara/state/location-store';
import { aVendor } from '../../testing/fixtures';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { DeliveryPanel } from './delivery-panel';

jest.mock('@jara/api/delivery');

const estimate = jest.mocked(estimateDelivery);
const lekki = {
  ...emptyUserLocation,
  latitude: 6.44,
  longitude: 3.47,
  address: 'Lekki Phase 1',
  customer_address: '5 Admiralty Way',
};
const panel = () => screen.getByTestId('delivery-panel');

beforeEach(() => {
  jest.resetAllMocks();
  locationStore.getState().resetLocation();
});

describe('DeliveryPanel', () => {
  it('asks for a location, with the base fee, before one is chosen, and calls nothing', () => {
    renderWithQuery(<DeliveryPanel vendor={aVendor()} />);
    expect(panel().textContent).toContain('Delivery from ₦800');
    expect(panel().textContent).toContain('Set your delivery location at the top of the page');
    expect(estimate).not.toHaveBeenCalled();
  });

  it('shows the time and fee to the chosen place', async () => {
    locationStore.getState().setUserLocation(lekki);
    estimate.mockResolvedValue({
      delivery_time_min: 25,
      delivery_time_max: 40,
      price: 1200,
      currency: 'NGN',
    });
    renderWithQuery(<DeliveryPanel vendor={aVendor()} />);

    expect(panel().textContent).toBe('Checking delivery to Lekki Phase 1…');
    expect(await screen.findByText('Delivery to Lekki Phase 1: 25–40 min')).toBeTruthy();
    expect(panel().textContent).toContain('Fee ₦1,200');
    expect(estimate).toHaveBeenCalledWith(
      { slug: 'mama-put', latitude: 6.45, longitude: 3.39 },
      { latitude: 6.44, longitude: 3.47, customer_address: '5 Admiralty Way' },
      expect.anything(),
    );
  });

  it('writes a Kenyan fee in shillings as KSh', async () => {
    locationStore.getState().setUserLocation({ ...lekki, address: 'Westlands' });
    estimate.mockResolvedValue({
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

  it('does not ask for an estimate when the vendor has no latitude (spec 5)', () => {
    locationStore.getState().setUserLocation(lekki);
    renderWithQuery(<DeliveryPanel vendor={aVendor({ latitude: null })} />);
    expect(panel().textContent).toContain('The delivery time is confirmed at checkout.');
    expect(estimate).not.toHaveBeenCalled();
  });

  it('marks a store that does not deliver to the chosen place', async () => {
    locationStore.getState().setUserLocation(lekki);
    estimate.mockRejectedValue(
      new ApiError({ kind: 'http', status: 422, message: 'Mama Put does not deliver here.' }),
    );
    renderWithQuery(<DeliveryPanel vendor={aVendor()} />);
    expect(await screen.findByText('Mama Put does not deliver to Lekki Phase 1.')).toBeTruthy();
  });

  it('offers a retry when the estimate fails for another reason', async () => {
    locationStore.getState().setUserLocation(lekki);
    estimate
      .mockRejectedValueOnce(new ApiError({ kind: 'network', message: 'Network error' }))
      .mockResolvedValueOnce({
        delivery_time_min: 25,
        delivery_time_max: 40,
        price: 1200,
        currency: 'NGN',
      });
    renderWithQuery(<DeliveryPanel vendor={aVendor()} />);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not check delivery to your place.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Delivery to Lekki Phase 1: 25–40 min')).toBeTruthy();
  });

  it('shows a hostile place name as text', async () => {
    const hostile = '"><img src=x onerror="alert(1)">';
    locationStore.getState().setUserLocation({ ...lekki, address: hostile });
    estimate.mockRejectedValue(new ApiError({ kind: 'http', status: 422, message: 'no' }));
    const { container } = renderWithQuery(<DeliveryPanel vendor={aVendor()} />);
    expect(await screen.findByText(`Mama Put does not deliver to ${hostile}.`)).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });
});
