import { bus } from '@jara/bus';
import { locationStore } from '@jara/state/location-store';
import { changeCountry } from './change-country';

describe('changeCountry', () => {
  beforeEach(() => {
    locationStore.getState().setPageCountry(null);
    locationStore.getState().setCountry('NG');
  });

  it('remembers the country, forgets the place chosen in the other country, and tells every bundle', () => {
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

  it('keeps the place when the customer picks the country already chosen on a page of the other', () => {
    locationStore.getState().setDeliveryCheck(1, 'Lekki');
    locationStore.getState().setPageCountry('KE');
    changeCountry('NG');
    expect(locationStore.getState()).toMatchObject({
      chosenCountry: 'NG',
      deliveryAvailable: true,
    });
  });
});
