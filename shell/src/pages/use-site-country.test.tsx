import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { countryOfPath, useSiteCountry } from './use-site-country';

function Country() {
  return <p>{useSiteCountry()}</p>;
}

describe('countryOfPath', () => {
  it.each([
    ['/ke', 'KE'],
    ['/ke/', 'KE'],
    ['/ke/food', 'KE'],
    ['/ke/gifting/gift', 'KE'],
    ['/', 'NG'],
    ['/food', 'NG'],
    ['/kenya-trip', 'NG'],
    ['/keep', 'NG'],
  ])('%s is %s', (path, country) => {
    expect(countryOfPath(path)).toBe(country);
  });
});

describe('useSiteCountry', () => {
  it('reads the country from the router location', () => {
    render(
      <MemoryRouter initialEntries={['/ke/about-us']}>
        <Country />
      </MemoryRouter>,
    );
    expect(screen.getByText('KE')).toBeTruthy();
  });
});
