import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getCountries } from '@jara/api/account';
import { locationStore } from '@jara/state/location-store';
import { CountrySwitch } from './country-switch';
import { renderWithQuery } from '@jara/testing/render-with-query';

jest.mock('@jara/api/account', () => ({ getCountries: jest.fn() }));

describe('CountrySwitch', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    locationStore.getState().setCountry('NG');
  });

  it('offers Nigeria and Kenya without asking the API until the customer reaches for it', async () => {
    jest.mocked(getCountries).mockResolvedValue([
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
    expect(getCountries).not.toHaveBeenCalled();
    fireEvent.focus(select);
    await waitFor(() => expect(screen.getByText('Republic of Kenya')).toBeTruthy());
    expect(getCountries).toHaveBeenCalledWith({ silent: true, signal: expect.any(AbortSignal) });
  });

  it('keeps the two supported countries when the API list fails', async () => {
    jest.mocked(getCountries).mockRejectedValue(new Error('down'));
    renderWithQuery(<CountrySwitch />);
    fireEvent.focus(screen.getByTestId('country-switch'));
    await waitFor(() => expect(getCountries).toHaveBeenCalled());
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('switches the country for every call', () => {
    renderWithQuery(<CountrySwitch />);
    fireEvent.change(screen.getByTestId('country-switch'), { target: { value: 'KE' } });
    expect(locationStore.getState().country).toBe('KE');
  });
});
