import { checkDeliveryLocation } from '@jara/api/delivery';
import { locationStore } from '@jara/state/location-store';
import { chooseDeliveryPlace, type DeliveryPlace } from './choose-delivery-place';

jest.mock('@jara/api/delivery', () => ({ checkDeliveryLocation: jest.fn() }));
const check = jest.mocked(checkDeliveryLocation);

const lekki: DeliveryPlace = {
  latitude: 6.44,
  longitude: 3.47,
  address: 'Lekki Phase 1',
  customer_address: '12 Admiralty Way, Lekki',
  locationArea: null,
};

describe('chooseDeliveryPlace', () => {
  beforeEach(() => locationStore.getState().resetLocation());

  it('shares a deliverable place with every bundle, with the closest location', async () => {
    check.mockResolvedValue({ available: true, canDeliver: 1, closestLocationName: 'Lekki' });
    const result = await chooseDeliveryPlace(lekki);
    expect(check).toHaveBeenCalledWith({ latitude: 6.44, longitude: 3.47 });
    expect(result.closestLocationName).toBe('Lekki');
    expect(locationStore.getState()).toMatchObject({
      deliveryAvailable: true,
      canDeliver: 1,
      closestLocationName: 'Lekki',
      userLocation: {
        address: 'Lekki Phase 1',
        customer_address: '12 Admiralty Way, Lekki',
        latitude: 6.44,
      },
    });
  });

  it('resets the location data and marks delivery unavailable when can_deliver is not positive', async () => {
    check.mockResolvedValueOnce({ available: true, canDeliver: 1, closestLocationName: 'Lekki' });
    await chooseDeliveryPlace(lekki);
    check.mockResolvedValueOnce({ available: false, canDeliver: 0, closestLocationName: null });
    const result = await chooseDeliveryPlace({
      ...lekki,
      address: 'Sahara',
      latitude: 20,
      longitude: 5,
    });
    expect(result.available).toBe(false);
    expect(locationStore.getState()).toMatchObject({
      deliveryAvailable: false,
      canDeliver: null,
      userLocation: { address: '', latitude: null },
    });
  });

  it('keeps the previous place when the check itself fails', async () => {
    check.mockResolvedValueOnce({ available: true, canDeliver: 2, closestLocationName: 'Yaba' });
    await chooseDeliveryPlace(lekki);
    check.mockRejectedValueOnce(new Error('network'));
    await expect(chooseDeliveryPlace({ ...lekki, address: 'Elsewhere' })).rejects.toThrow(
      'network',
    );
    expect(locationStore.getState().userLocation.address).toBe('Lekki Phase 1');
  });
});
