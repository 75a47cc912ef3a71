import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getStates } from '@jara/api/account';
import { getAddresses } from '@jara/api/addresses';
import { checkDeliveryLocation, getLocationAreas } from '@jara/api/delivery';
import { getVendorsByLocationArea } from '@jara/api/marketplace';
import { locationStore } from '@jara/state/location-store';
import { sessionStore } from '@jara/state/session-store';
import { expectShownAsText } from '@jara/testing/hostile-checks';
import { HOSTILE_STRINGS } from '@jara/testing/hostile-strings';
import { LocationPicker } from './location-picker';
import { renderWithQuery } from '@jara/testing/render-with-query';

jest.mock('@jara/api/account', () => ({ getStates: jest.fn() }));
jest.mock('@jara/api/addresses', () => ({ getAddresses: jest.fn() }));
jest.mock('@jara/api/delivery', () => ({
  checkDeliveryLocation: jest.fn(),
  getLocationAreas: jest.fn(),
}));
jest.mock('@jara/api/marketplace', () => ({ getVendorsByLocationArea: jest.fn() }));

const lekki = {
  id: 1,
  name: 'Lekki Phase 1',
  state: 'Lagos',
  country_code: 'NG' as const,
  latitude: 6.44,
  longitude: 3.47,
};
const wuse = {
  id: 2,
  name: 'Wuse 2',
  state: 'FCT',
  country_code: 'NG' as const,
  latitude: 9.07,
  longitude: 7.48,
};

describe('LocationPicker', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    sessionStore.getState().clear();
    locationStore.getState().resetLocation();
    jest.mocked(getLocationAreas).mockResolvedValue([lekki, wuse]);
    jest.mocked(getStates).mockResolvedValue([
      { id: 1, name: 'Lagos', country_code: 'NG' },
      { id: 2, name: 'FCT', country_code: 'NG' },
    ]);
    jest.mocked(getVendorsByLocationArea).mockResolvedValue([]);
  });

  it('searches the areas and keeps a place we deliver to, then closes', async () => {
    jest
      .mocked(checkDeliveryLocation)
      .mockResolvedValue({ available: true, canDeliver: 1, closestLocationName: 'Lekki' });
    const onClose = jest.fn();
    renderWithQuery(<LocationPicker onClose={onClose} />);
    fireEvent.change(await screen.findByLabelText(/^Search for your area/), {
      target: { value: 'wuse' },
    });
    expect(screen.queryByText('Lekki Phase 1')).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Search for your area/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /Lekki Phase 1/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(getVendorsByLocationArea).toHaveBeenCalledWith(
      1,
      {},
      {
        silent: true,
        signal: expect.any(AbortSignal),
      },
    );
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
    expect(checkDeliveryLocation).not.toHaveBeenCalled();
  });

  it('says clearly when we do not deliver there, and stays open', async () => {
    jest
      .mocked(checkDeliveryLocation)
      .mockResolvedValue({ available: false, canDeliver: 0, closestLocationName: null });
    const onClose = jest.fn();
    renderWithQuery(<LocationPicker onClose={onClose} />);
    fireEvent.click(await screen.findByRole('button', { name: /Wuse 2/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We do not deliver to Wuse 2 yet. Try a nearby area.',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(locationStore.getState().deliveryAvailable).toBe(false);
  });

  it('offers a retry when the areas cannot be loaded', async () => {
    jest.mocked(getLocationAreas).mockRejectedValueOnce(new Error('down'));
    renderWithQuery(<LocationPicker onClose={jest.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Lekki Phase 1/ })).toBeTruthy();
  });

  it('lists a signed-in customer’s saved addresses', async () => {
    sessionStore.getState().signIn('tok', 7, null);
    jest.mocked(getAddresses).mockResolvedValue([
      {
        uuid: 'a1',
        label: 'Home',
        address: '12 Admiralty Way',
        latitude: 6.44,
        longitude: 3.47,
        is_default: true,
        area: 'Lekki',
        street: '12 Admiralty Way',
        landmark: null,
        phone: null,
      },
    ]);
    jest
      .mocked(checkDeliveryLocation)
      .mockResolvedValue({ available: true, canDeliver: 3, closestLocationName: 'Lekki' });
    const onClose = jest.fn();
    renderWithQuery(<LocationPicker onClose={onClose} />);
    fireEvent.click(await screen.findByRole('button', { name: /Home/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(locationStore.getState().userLocation.customer_address).toBe('12 Admiralty Way');
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
