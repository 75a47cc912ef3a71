import { fireEvent, screen, waitFor } from '@testing-library/react';
import { locationStore } from '@jara/state/location-store';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { expectShownAsText } from '@jara/testing/hostile-checks';
import { HOSTILE_STRINGS } from '@jara/testing/hostile-strings';
import { collectToasts } from '@jara/testing/load-faults';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { aSavedAddress } from '@jara/testing/builders/address';
import { aDeliveryCheck, anArea } from '@jara/testing/builders/location';
import { LocationPicker } from './location-picker';

const api = setUpApiDouble();
const toasts = collectToasts();
const AREAS = 'GET /location_areas';
const CHECK = 'GET marketplace/check_delivery_location';
const VENDORS = 'POST /marketplace/vendors/location_area';

const lekki = anArea();
const wuse = anArea({ id: 2, name: 'Wuse 2', state: 'FCT', latitude: 9.07, longitude: 7.48 });

describe('LocationPicker', () => {
  beforeEach(() => {
    sessionStore.getState().clear();
    locationStore.getState().resetLocation();
    api.answer(AREAS, [lekki, wuse]);
    api.answer('GET /countries/{code}/states', [
      { id: 1, name: 'Lagos', country_code: 'NG' },
      { id: 2, name: 'FCT', country_code: 'NG' },
    ]);
    api.answer(VENDORS, []);
  });

  it('searches the areas and keeps a place we deliver to, then closes', async () => {
    api.answer(CHECK, aDeliveryCheck(1, 'Lekki'));
    const onClose = jest.fn();
    renderWithQuery(<LocationPicker onClose={onClose} />);
    fireEvent.change(await screen.findByLabelText(/^Search for your area/), {
      target: { value: 'wuse' },
    });
    expect(screen.queryByText('Lekki Phase 1')).toBeNull();
    // The API scopes the areas by the country in the location header.
    expect(api.sent(AREAS)[0]?.headers.get('location')).toBe('NG');
    fireEvent.change(screen.getByLabelText(/^Search for your area/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /Lekki Phase 1/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    await waitFor(() => expect(api.sent(VENDORS)).toHaveLength(1));
    expect(await api.sent(VENDORS)[0]!.json()).toEqual({ location_area_id: 1 });
    expect(locationStore.getState()).toMatchObject({
      deliveryAvailable: true,
      closestLocationName: 'Lekki',
    });
    expect(locationStore.getState().userLocation).toMatchObject({
      address: 'Lekki Phase 1',
      locationArea: lekki,
    });
  });

  // The e2e hostile-account spec keeps two of these strings: here the picker takes them all.
  it.each(HOSTILE_STRINGS)('says that $name matches no area, as text', async ({ text }) => {
    renderWithQuery(<LocationPicker onClose={jest.fn()} />);
    fireEvent.change(await screen.findByLabelText(/^Search for your area/), {
      target: { value: text },
    });
    expectShownAsText(screen.getByRole('dialog'), `No area matches “${text}”.`);
    expect(api.sent(CHECK)).toHaveLength(0);
  });

  it('says clearly when we do not deliver there, and stays open', async () => {
    api.answer(CHECK, aDeliveryCheck(0));
    // The store count is a silent background read: its failure adds no toast to the answer.
    api.refuse(VENDORS, 503, 'Stores are unavailable.');
    const onClose = jest.fn();
    renderWithQuery(<LocationPicker onClose={onClose} />);
    fireEvent.click(await screen.findByRole('button', { name: /Wuse 2/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We do not deliver to Wuse 2 yet. Try a nearby area.',
    );
    await waitFor(() => expect(api.sent(VENDORS)).toHaveLength(1));
    expect(onClose).not.toHaveBeenCalled();
    expect(locationStore.getState().deliveryAvailable).toBe(false);
    expect(toasts).toEqual([]);
  });

  it('offers a retry when the areas cannot be loaded', async () => {
    api.break(AREAS, '500');
    renderWithQuery(<LocationPicker onClose={jest.fn()} />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    api.answer(AREAS, [lekki, wuse]);
    fireEvent.click(retry);
    expect(await screen.findByRole('button', { name: /Lekki Phase 1/ })).toBeTruthy();
  });

  it('lists a signed-in customer’s saved addresses', async () => {
    sessionStore.getState().signIn('tok', 7, null);
    api.answer('GET marketplace/address', [aSavedAddress()]);
    api.answer(CHECK, aDeliveryCheck(3, 'Lekki'));
    const onClose = jest.fn();
    renderWithQuery(<LocationPicker onClose={onClose} />);
    fireEvent.click(await screen.findByRole('button', { name: /Home/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [addresses] = api.sent('GET marketplace/address');
    expect(addresses?.headers.get('Authorization')).toBe('Bearer tok');
    expect(locationStore.getState().userLocation.customer_address).toBe(
      '12 Admiralty Road, Lekki Phase 1, Lagos',
    );
  });

  it('explains a blocked geolocation', async () => {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (_ok: unknown, fail: (error: { code: number }) => void) =>
          fail({ code: 1 }),
      },
    });
    renderWithQuery(<LocationPicker onClose={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Location access is blocked/);
  });
});
