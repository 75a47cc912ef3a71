import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { locationStore } from '@jara/state/location-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { collectToasts } from '@jara/testing/load-faults';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { CountrySwitch } from './country-switch';

const api = setUpApiDouble();
const toasts = collectToasts();
const COUNTRIES = 'GET /countries/all';

function Address() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

/** The switch on a page at `path`, as the shell's follower puts its country in effect. */
function renderSwitchAt(path: string, pageCountry: 'NG' | 'KE' | null = null) {
  locationStore.getState().setPageCountry(pageCountry);
  return renderWithQuery(
    <MemoryRouter initialEntries={[path]}>
      <CountrySwitch />
      <Address />
    </MemoryRouter>,
  );
}

describe('CountrySwitch', () => {
  beforeEach(() => {
    locationStore.getState().setPageCountry(null);
    locationStore.getState().setCountry('NG');
  });

  it('offers Nigeria and Kenya without asking the API until the customer reaches for it', async () => {
    api.answer(COUNTRIES, [
      {
        id: 127,
        code: 'NG',
        name: 'Federal Republic of Nigeria',
        currency: 'NGN',
        dial_code: '+234',
      },
      { id: 113, code: 'KE', name: 'Republic of Kenya', currency: 'KES', dial_code: '+254' },
    ]);
    renderSwitchAt('/stores');
    const select = screen.getByTestId('country-switch');
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Nigeria',
      'Kenya',
    ]);
    expect(api.sent(COUNTRIES)).toHaveLength(0);
    fireEvent.focus(select);
    await waitFor(() => expect(screen.getByText('Republic of Kenya')).toBeTruthy());
    expect(api.sent(COUNTRIES)).toHaveLength(1);
  });

  it('keeps the two supported countries, without a toast, when the API list fails', async () => {
    api.break(COUNTRIES, '500');
    const { client } = renderSwitchAt('/stores');
    fireEvent.focus(screen.getByTestId('country-switch'));
    await waitFor(() => expect(api.sent(COUNTRIES)).toHaveLength(1));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(toasts).toEqual([]);
  });

  it('switches the country for every call, staying on a marketplace page', () => {
    renderSwitchAt('/stores');
    fireEvent.change(screen.getByTestId('country-switch'), { target: { value: 'KE' } });
    expect(locationStore.getState()).toMatchObject({ country: 'KE', chosenCountry: 'KE' });
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe('/stores');
  });

  it("shows a Kenyan page's country, whatever the customer chose", () => {
    renderSwitchAt('/ke/food', 'KE');
    expect((screen.getByTestId('country-switch') as HTMLSelectElement).value).toBe('KE');
    expect(locationStore.getState().chosenCountry).toBe('NG');
  });

  it('moves a page that belongs to a country to its twin, and keeps the choice', () => {
    renderSwitchAt('/food', 'NG');
    fireEvent.change(screen.getByTestId('country-switch'), { target: { value: 'KE' } });
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe('/ke/food');
    expect(locationStore.getState().chosenCountry).toBe('KE');
  });

  it('moves a Kenyan page back to Nigeria for a customer who never left it', () => {
    renderSwitchAt('/ke/blog/guides/nairobi/nyama-choma', 'KE');
    fireEvent.change(screen.getByTestId('country-switch'), { target: { value: 'NG' } });
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe('/blog');
    expect(locationStore.getState().chosenCountry).toBe('NG');
  });
});
