/** Renders the wallet screen at an address, signed in unless told otherwise. */
import { pathTo } from '@jara/contracts/site-paths';
import { sessionStore } from '@jara/state/session-store';
import { WalletScreen } from '../screens/wallet/wallet-screen';
import { renderAtAddress } from './render-at-address';

export function renderWallet(entry = pathTo('wallet'), { signedIn = true } = {}) {
  if (signedIn) sessionStore.getState().signIn('token', 7);
  else sessionStore.getState().clear();
  return renderAtAddress(<WalletScreen title="Wallet" params={{}} />, [entry]);
}
