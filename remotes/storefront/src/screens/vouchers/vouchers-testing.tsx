/** Renders the vouchers screen in a router whose URL a test can read, as the parcel would. */
import { pathTo } from '@jara/contracts/site-paths';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { screen } from '@testing-library/react';
import { renderWithQuery } from '../../testing/render-with-query';
import { VouchersScreen } from './vouchers-screen';

function Url() {
  const location = useLocation();
  return <p data-testid="url">{`${location.pathname}${location.search}`}</p>;
}

export const currentUrl = () => screen.getByTestId('url').textContent;

export function renderVouchers(entry = pathTo('vouchers')) {
  return renderWithQuery(
    <MemoryRouter initialEntries={['/previous', entry]} initialIndex={1}>
      <VouchersScreen title="Vouchers" params={{}} />
      <Url />
    </MemoryRouter>,
  );
}
