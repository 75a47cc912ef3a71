import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useSiteCountry } from './use-site-country';

function Country() {
  return <p>{useSiteCountry()}</p>;
}

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
