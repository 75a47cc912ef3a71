/** Renders the wallet screen at an address, signed in, and shows where the address went. */
import { pathTo } from '@jara/contracts/site-paths';
import { screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { sessionStore } from '@jara/state/session-store';
import { renderWithQuery } from '../../testing/render-with-query';
import { WalletScreen } from './wallet-screen';

function Address() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{pathname + search}</p>;
}

export function renderWallet(entry = pathTo('wallet'), { signedIn = true } = {}) {
  if (signedIn) sessionStore.getState().signIn('token', 7);
  else sessionStore.getState().clear();
  return renderWithQuery(
    <MemoryRouter initialEntries={[entry]}>
      <WalletScreen title="Wallet" params={{}} />
      <Address />
    </MemoryRouter>,
  );
}

export const currentAddress = () => screen.getByTestId('address').textContent;
