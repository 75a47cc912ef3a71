import { API_MESSAGES } from '@jara/api/api-messages';
import { locationStore } from '@jara/state/location-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aDeliveryCheck } from '@jara/testing/builders/location';
import { chooseDeliveryPlace, type DeliveryPlace } from './choose-delivery-place';

const api = setUpApiDouble();
const CHECK = 'GET marketplace/check_delivery_location';

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
    api.answer(CHECK, aDeliveryCheck(1, 'Lekki'));
    const result = await chooseDeliveryPlace(lekki);
    const [request] = api.sent(CHECK);
    expect(Object.fromEntries(new URL(request!.url).searchParams)).toEqual({
      latitude: '6.44',
      longitude: '3.47',
    });
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
    api.answer(CHECK, aDeliveryCheck(1, 'Lekki'));
    await chooseDeliveryPlace(lekki);
    api.answer(CHECK, aDeliveryCheck(0));
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
    api.answer(CHECK, aDeliveryCheck(2, 'Yaba'));
    await chooseDeliveryPlace(lekki);
    api.drop(CHECK);
    await expect(chooseDeliveryPlace({ ...lekki, address: 'Elsewhere' })).rejects.toThrow(
      API_MESSAGES.network,
    );
    expect(locationStore.getState().userLocation.address).toBe('Lekki Phase 1');
  });
});
