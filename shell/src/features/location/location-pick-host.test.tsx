import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { requestLocationPick } from '@jara/bus/location-request';
import type { PickedPlace } from '@jara/contracts/bus-events';
import { locationStore } from '@jara/state/location-store';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { aDeliveryCheck, anArea } from '@jara/testing/builders/location';
import { LocationPickHost } from './location-pick-host';

const api = setUpApiDouble();
const CHECK = 'GET marketplace/check_delivery_location';

const lekki = anArea();

function ask(title?: string, options?: { unchecked?: true }): Promise<PickedPlace | null> {
  let answer: Promise<PickedPlace | null>;
  act(() => {
    answer = requestLocationPick(title, options);
  });
  return answer!;
}

describe('LocationPickHost', () => {
  beforeEach(() => {
    sessionStore.getState().clear();
    locationStore.getState().resetLocation();
    api.answer('GET /location_areas', [lekki]);
    api.answer('GET /countries/{code}/states', []);
    api.answer('POST /marketplace/vendors/location_area', []);
    renderWithQuery(<LocationPickHost />);
  });

  it('opens the picker with the asked title and answers with the checked place', async () => {
    api.answer(CHECK, aDeliveryCheck(1, 'Lekki'));
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
    api.answer(CHECK, aDeliveryCheck(0));
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
    expect(api.sent(CHECK)).toHaveLength(0);
    expect(locationStore.getState().userLocation.address).toBe('');
  });
});
