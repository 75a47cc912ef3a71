import { isCountryCode, locationStore } from './location-store';

describe('location store', () => {
  beforeEach(() => {
    locationStore.getState().setCountry('NG');
    locationStore.getState().resetLocation();
  });

  it('defaults to NG and refuses a country other than NG or KE', () => {
    expect(locationStore.getState().country).toBe('NG');
    locationStore.getState().setCountry('KE');
    expect(locationStore.getState().country).toBe('KE');
    locationStore.getState().setCountry('US' as never);
    expect(locationStore.getState().country).toBe('NG');
    expect(isCountryCode('ke')).toBe(false);
  });

  it('marks delivery available only for a positive can_deliver', () => {
    locationStore.getState().setDeliveryCheck(1, 'Lekki');
    expect(locationStore.getState().deliveryAvailable).toBe(true);
    locationStore.getState().setDeliveryCheck(0, null);
    expect(locationStore.getState().deliveryAvailable).toBe(false);
    locationStore.getState().setDeliveryCheck(-1, null);
    expect(locationStore.getState().deliveryAvailable).toBe(false);
  });

  it('resets the place but keeps the country', () => {
    locationStore.getState().setCountry('KE');
    locationStore.getState().setUserLocation({
      longitude: 3.4,
      latitude: 6.4,
      address: 'Lekki',
      locationArea: null,
      customer_address: '1 Admiralty Way',
    });
    locationStore.getState().setDeliveryEstimate({ min: 20, max: 40 }, 1500);
    locationStore.getState().resetLocation();
    const state = locationStore.getState();
    expect(state.country).toBe('KE');
    expect(state.userLocation.address).toBe('');
    expect(state.deliveryTime).toBeNull();
    expect(state.price).toBeNull();
  });

  it('persists the country on the device', () => {
    locationStore.getState().setCountry('KE');
    expect(JSON.parse(localStorage.getItem('jara.location') ?? '{}').state.country).toBe('KE');
  });
});
