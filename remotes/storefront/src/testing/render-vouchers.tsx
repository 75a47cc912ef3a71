/** Renders the vouchers screen with a page before it in the history, so Back has somewhere to go. */
import { pathTo } from '@jara/contracts/site-paths';
import { VouchersScreen } from '../screens/vouchers/vouchers-screen';
import { renderAtAddress } from './render-at-address';

export function renderVouchers(entry = pathTo('vouchers')) {
  return renderAtAddress(<VouchersScreen title="Vouchers" params={{}} />, ['/previous', entry]);
}
