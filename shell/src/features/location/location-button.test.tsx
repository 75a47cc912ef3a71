import { render, screen } from '@testing-library/react';
import { locationStore } from '@jara/state/location-store';
import { expectShownAsText } from '@jara/testing/hostile-checks';
import { HOSTILE_STRINGS } from '@jara/testing/hostile-strings';
import { LocationButton } from './location-button';

const button = () => screen.getByTestId('location-button');

/** The words a phone shows: CSS hides the wide screens' words there (`.wide`). */
const phoneWords = (element: HTMLElement) => {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[class~="wide"]').forEach((wide) => wide.remove());
  return copy.textContent;
};

const LEKKI = {
  id: 1,
  name: 'Lekki Phase 1',
  state: 'Lagos',
  country_code: 'NG' as const,
  latitude: 6.44,
  longitude: 3.47,
};

function choose(address: string, locationArea: typeof LEKKI | null, closest: string | null) {
  locationStore.getState().setUserLocation({
    latitude: 6.44,
    longitude: 3.47,
    address,
    locationArea,
    customer_address: '',
  });
  locationStore.getState().setDeliveryCheck(1, closest);
}

describe('LocationButton', () => {
  beforeEach(() => locationStore.getState().resetLocation());

  it('asks for a location: "Set delivery location" on wide screens, "Set location" on a phone', () => {
    render(<LocationButton />);
    expect(button().textContent).toBe('Set delivery location');
    expect(phoneWords(button())).toBe('Set location');
  });

  it('names the place and the area it is near on wide screens, the area alone on a phone', () => {
    choose('Home', null, 'Lekki Phase 1');
    render(<LocationButton />);
    expect(button().textContent).toContain('Homenear Lekki Phase 1');
    expect(phoneWords(button())).toBe('Lekki Phase 1');
  });

  it('names a chosen area by its own name on a phone', () => {
    choose('Lekki Phase 1', LEKKI, 'Lekki');
    render(<LocationButton />);
    expect(phoneWords(button())).toBe('Lekki Phase 1');
  });

  it('falls back to the place as chosen when the server names no area near it', () => {
    choose('Current location', null, null);
    render(<LocationButton />);
    expect(button().textContent).toBe('Current locationCurrent location');
    expect(phoneWords(button())).toBe('Current location');
  });

  it('asks again once the place is not one we deliver to', () => {
    choose('Home', null, 'Lekki');
    locationStore.getState().setDeliveryCheck(0, null);
    render(<LocationButton />);
    expect(phoneWords(button())).toBe('Set location');
  });

  it.each(HOSTILE_STRINGS)(
    "shows a saved address's label and the server's area with $name as text",
    ({ text }) => {
      choose(text, null, text);
      render(<LocationButton />);
      expectShownAsText(button(), text);
      expect(phoneWords(button())).toBe(text);
    },
  );
});
