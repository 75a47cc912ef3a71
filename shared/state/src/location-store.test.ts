import { isCountryCode, locationStore } from './location-store';

const stored = () => JSON.parse(localStorage.getItem('jara.location') ?? '{}').state;

describe('location store', () => {
  beforeEach(() => {
    locationStore.getState().setPageCountry(null);
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

  it("puts a page's own country in effect without changing the customer's choice", () => {
    locationStore.getState().setPageCountry('KE');
    expect(locationStore.getState()).toMatchObject({ country: 'KE', chosenCountry: 'NG' });
    expect(stored().country).toBe('NG');
    locationStore.getState().setPageCountry(null);
    expect(locationStore.getState()).toMatchObject({ country: 'NG', chosenCountry: 'NG' });
  });

  it('keeps the page deciding when the customer chooses on it, then follows the choice', () => {
    locationStore.getState().setPageCountry('NG');
    locationStore.getState().setCountry('KE');
    expect(locationStore.getState()).toMatchObject({ country: 'NG', chosenCountry: 'KE' });
    locationStore.getState().setPageCountry(null);
    expect(locationStore.getState().country).toBe('KE');
  });

  it('takes a hostile page country for none', () => {
    locationStore.getState().setCountry('KE');
    locationStore.getState().setPageCountry('<script>' as never);
    expect(locationStore.getState()).toMatchObject({ country: 'KE', pageCountry: null });
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

  it('persists the choice on the device, under the name older builds read', () => {
    locationStore.getState().setCountry('KE');
    expect(stored().country).toBe('KE');
    expect(stored()).not.toHaveProperty('chosenCountry');
    expect(stored()).not.toHaveProperty('pageCountry');
  });

  it("reads a device's stored choice, and ignores a hostile one", async () => {
    const save = (country: unknown) =>
      localStorage.setItem('jara.location', JSON.stringify({ state: { country }, version: 0 }));
    save('KE');
    await locationStore.persist.rehydrate();
    expect(locationStore.getState()).toMatchObject({ country: 'KE', chosenCountry: 'KE' });
    locationStore.getState().setCountry('NG');
    save('<img src=x onerror=alert(1)>');
    await locationStore.persist.rehydrate();
    expect(locationStore.getState()).toMatchObject({ country: 'NG', chosenCountry: 'NG' });
  });
});
