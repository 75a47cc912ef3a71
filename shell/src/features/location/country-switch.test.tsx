import { fireEvent, screen, waitFor } from '@testing-library/react';
import { locationStore } from '@jara/state/location-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { collectToasts } from '@jara/testing/load-faults';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { CountrySwitch } from './country-switch';

const api = setUpApiDouble();
const toasts = collectToasts();
const COUNTRIES = 'GET /countries/all';

describe('CountrySwitch', () => {
  beforeEach(() => locationStore.getState().setCountry('NG'));

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
    renderWithQuery(<CountrySwitch />);
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
    const { client } = renderWithQuery(<CountrySwitch />);
    fireEvent.focus(screen.getByTestId('country-switch'));
    await waitFor(() => expect(api.sent(COUNTRIES)).toHaveLength(1));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(toasts).toEqual([]);
  });

  it('switches the country for every call', () => {
    renderWithQuery(<CountrySwitch />);
    fireEvent.change(screen.getByTestId('country-switch'), { target: { value: 'KE' } });
    expect(locationStore.getState().country).toBe('KE');
  });
});
