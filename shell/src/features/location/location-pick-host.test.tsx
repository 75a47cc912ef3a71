import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { requestLocationPick } from '@jara/bus/location-request';
import { checkDeliveryLocation, getLocationAreas } from '@jara/api/delivery';
import { getVendorsByLocationArea } from '@jara/api/marketplace';
import type { PickedPlace } from '@jara/contracts/bus-events';
import { locationStore } from '@jara/state/location-store';
import { sessionStore } from '@jara/state/session-store';
import { LocationPickHost } from './location-pick-host';
import { renderWithQuery } from '@jara/testing/render-with-query';

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

function ask(title?: string, options?: { unchecked?: true }): Promise<PickedPlace | null> {
  let answer: Promise<PickedPlace | null>;
  act(() => {
    answer = requestLocationPick(title, options);
  });
  return answer!;
}

describe('LocationPickHost', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    sessionStore.getState().clear();
    locationStore.getState().resetLocation();
    jest.mocked(getLocationAreas).mockResolvedValue([lekki]);
    jest.mocked(getVendorsByLocationArea).mockResolvedValue([]);
    renderWithQuery(<LocationPickHost />);
  });

  it('opens the picker with the asked title and answers with the checked place', async () => {
    jest
      .mocked(checkDeliveryLocation)
      .mockResolvedValue({ available: true, canDeliver: 1, closestLocationName: 'Lekki' });
    const answer = ask('Add a delivery address');

    expect(await screen.findByRole('dialog', { name: 'Add a delivery address' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /Lekki Phase 1/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await expect(answer).resolves.toEqual({
      latitude: 6.44,
      longitude: 3.47,
      address: 'Lekki Phase 1',
      customer_address: 'Lekki Phase 1, Lagos',
      locationArea: lekki,
    });
  });

  it('answers null when the customer closes the picker, and nothing twice', async () => {
    const first = ask();
    const second = ask();
    expect(await screen.findByRole('dialog', { name: 'Where should we deliver?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Close/ }));

    await expect(first).resolves.toBeNull();
    await expect(second).resolves.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps waiting while the place is refused, and the picker stays open', async () => {
    jest
      .mocked(checkDeliveryLocation)
      .mockResolvedValue({ available: false, canDeliver: 0, closestLocationName: null });
    const settled = jest.fn();
    void ask().then(settled);
    fireEvent.click(await screen.findByRole('button', { name: /Lekki Phase 1/ }));

    expect((await screen.findByRole('alert')).textContent).toContain('We do not deliver');
    expect(settled).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('hands an unchecked place straight back and leaves the delivery place alone', async () => {
    const answer = ask('Where should we come?', { unchecked: true });
    fireEvent.click(await screen.findByRole('button', { name: /Lekki Phase 1/ }));

    await expect(answer).resolves.toMatchObject({ address: 'Lekki Phase 1' });
    expect(checkDeliveryLocation).not.toHaveBeenCalled();
    expect(locationStore.getState().userLocation.address).toBe('');
  });
});
