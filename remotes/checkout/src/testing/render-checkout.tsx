/** Renders the checkout screen at a URL, as the checkout remote's router would. */
import { MemoryRouter } from 'react-router-dom';
import { emptyUserLocation, locationStore } from '@jara/state/location-store';
import { CheckoutScreen } from '../screens/checkout/checkout-screen';
import { renderWithQuery } from '@jara/testing/render-with-query';

export function renderCheckout(url = '/store/checkout?cart=cart-1') {
  return renderWithQuery(
    <MemoryRouter initialEntries={[url]}>
      <CheckoutScreen title="Checkout" params={{}} />
    </MemoryRouter>,
  );
}

export function setDeliveryPlace(address = '12 Allen Avenue, Ikeja') {
  locationStore.getState().setUserLocation({
    ...emptyUserLocation,
    latitude: 6.6,
    longitude: 3.35,
    address: 'Ikeja',
    customer_address: address,
  });
}
