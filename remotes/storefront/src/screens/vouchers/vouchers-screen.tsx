/**
 * The customer's exclusive vouchers (/marketplace/voucher and /jara-for-web/marketplace/vouchers):
 * each one's terms, its detail in a dialog, and a code to copy or carry into the next checkout.
 */
import type { ScreenProps } from '@jara/parcel/remote-routes';
import frame from '../../widgets/screen-frame.module.css';
import { SignedInOnly } from '../../widgets/signed-in-only';
import { VoucherList } from './voucher-list';

export const SIGN_IN_FOR_VOUCHERS = 'Sign in to see your exclusive vouchers';

export function VouchersScreen({ title }: ScreenProps) {
  return (
    <div className={frame.screen}>
      <header className={frame.header}>
        <h1 className={frame.title}>{title}</h1>
        <p className={frame.note}>Offers for Jara customers only. Use one at your next checkout.</p>
      </header>
      <SignedInOnly reason={SIGN_IN_FOR_VOUCHERS}>
        <VoucherList />
      </SignedInOnly>
    </div>
  );
}
