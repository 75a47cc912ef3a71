import { bus } from '@jara/bus';
import { locationStore } from '@jara/state/location-store';
import { changeCountry } from './change-country';

describe('changeCountry', () => {
  it('remembers the country, forgets the place chosen in the other country, and tells every bundle', () => {
    locationStore.getState().setCountry('NG');
    locationStore.getState().setDeliveryCheck(1, 'Lekki');
    const heard = jest.fn();
    const off = bus.on('location:changed', heard);
    changeCountry('KE');
    changeCountry('KE');
    expect(locationStore.getState()).toMatchObject({ country: 'KE', deliveryAvailable: false });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledWith({ country: 'KE' });
    off();
  });
});
