import { act, fireEvent, render, screen } from '@testing-library/react';
import { bus } from '@jara/bus';
import { locationStore } from '@jara/state/location-store';
import { CountryOffer } from './country-offer';
import { countryOfferStore } from './country-offer-store';
import { LOCATION_BUTTON_ID } from './location-button';
import { readingCountryStore } from './reading-country-store';

const offer = (name: string) => screen.queryByRole('region', { name });

/** The shopping page around the offer: the header's delivery location button is focus's next stop. */
function renderOffer() {
  return render(
    <>
      <button type="button" id={LOCATION_BUTTON_ID}>
        Set location
      </button>
      <CountryOffer />
    </>,
  );
}

describe('CountryOffer', () => {
  beforeEach(() => {
    localStorage.clear();
    locationStore.getState().setPageCountry(null);
    locationStore.getState().setCountry('NG');
    locationStore.getState().setDeliveryCheck(1, 'Lekki');
    readingCountryStore.setState({ readIn: null });
    countryOfferStore.setState({ asked: [] });
  });

  it('asks nothing of a customer who has not been reading elsewhere', () => {
    renderOffer();
    expect(screen.queryByRole('region')).toBeNull();
    act(() => readingCountryStore.getState().noteReading('NG'));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('asks a reader of Kenyan pages to shop in Kenya, in the page and not over it', () => {
    readingCountryStore.getState().noteReading('KE');
    renderOffer();
    const region = offer('Shop in Kenya?')!;
    expect(region.textContent).toContain(
      'You were reading our pages for Kenya. The stores and prices here are for Nigeria.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Yes, shop in Kenya' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stay in Nigeria' })).toBeTruthy();
  });

  it('makes Kenya the choice on "Yes", forgets the Nigerian place, and asks no more', () => {
    readingCountryStore.getState().noteReading('KE');
    const heard = jest.fn();
    const off = bus.on('location:changed', heard);
    renderOffer();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, shop in Kenya' }));
    expect(locationStore.getState()).toMatchObject({
      country: 'KE',
      chosenCountry: 'KE',
      deliveryAvailable: false,
    });
    expect(heard).toHaveBeenCalledWith({ country: 'KE' });
    expect(offer('Shop in Kenya?')).toBeNull();
    expect(document.activeElement?.id).toBe(LOCATION_BUTTON_ID);
    off();
  });

  it('keeps Nigeria and the place on "Stay", remembered on the device', () => {
    readingCountryStore.getState().noteReading('KE');
    renderOffer();
    fireEvent.click(screen.getByRole('button', { name: 'Stay in Nigeria' }));
    expect(locationStore.getState()).toMatchObject({
      chosenCountry: 'NG',
      deliveryAvailable: true,
    });
    expect(offer('Shop in Kenya?')).toBeNull();
    expect(document.activeElement?.id).toBe(LOCATION_BUTTON_ID);
    expect(JSON.parse(localStorage.getItem('jara.country-offers')!).state).toEqual({
      asked: ['KE'],
    });
    act(() => readingCountryStore.getState().noteReading('KE'));
    expect(offer('Shop in Kenya?')).toBeNull();
  });

  it('asks a customer who shops in Kenya about Nigeria after reading Nigerian pages', () => {
    locationStore.getState().setCountry('KE');
    countryOfferStore.getState().markAsked('KE');
    readingCountryStore.getState().noteReading('NG');
    renderOffer();
    expect(offer('Shop in Nigeria?')!.textContent).toContain(
      'You were reading our pages for Nigeria. The stores and prices here are for Kenya.',
    );
    expect(screen.getByRole('button', { name: 'Stay in Kenya' })).toBeTruthy();
  });

  it('goes once the customer chooses the country with the switch instead', () => {
    readingCountryStore.getState().noteReading('KE');
    renderOffer();
    act(() => locationStore.getState().setCountry('KE'));
    expect(offer('Shop in Kenya?')).toBeNull();
  });

  it('takes what a hostile page wrote into storage for no reading and no answer', async () => {
    sessionStorage.setItem(
      'jara.reading-country',
      JSON.stringify({ state: { readIn: '<img src=x onerror=alert(1)>' }, version: 0 }),
    );
    localStorage.setItem(
      'jara.country-offers',
      JSON.stringify({ state: { asked: ['KE', '<script>', 7] }, version: 0 }),
    );
    await readingCountryStore.persist.rehydrate();
    await countryOfferStore.persist.rehydrate();
    expect(readingCountryStore.getState().readIn).toBeNull();
    expect(countryOfferStore.getState().asked).toEqual(['KE']);
    localStorage.setItem('jara.country-offers', JSON.stringify({ state: { asked: 'KE' } }));
    await countryOfferStore.persist.rehydrate();
    expect(countryOfferStore.getState().asked).toEqual([]);
    renderOffer();
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('remembers the reading for this tab only', () => {
    readingCountryStore.getState().noteReading('KE');
    expect(JSON.parse(sessionStorage.getItem('jara.reading-country')!).state).toEqual({
      readIn: 'KE',
    });
    expect(localStorage.getItem('jara.reading-country')).toBeNull();
  });
});
