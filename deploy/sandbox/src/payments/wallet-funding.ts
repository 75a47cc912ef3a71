import type { ProviderMethod } from '@jara/contracts/entities';
import type { SandboxContext } from '../sandbox-context';
import { recordWalletMovement } from '../store/wallet';
import type { PaymentRow } from './payment-store';

/** What a top-up is called on the provider's page; the wallet's history adds how it was paid. */
export const WALLET_TOP_UP = 'Wallet top-up';

const PAID_BY: Record<ProviderMethod, string> = {
  card: 'by card',
  bank_transfer: 'by bank transfer',
  ussd: 'by USSD',
  mpesa: 'by M-Pesa',
};

/**
 * A top-up the provider confirmed: the wallet gains the amount, recorded under the payment's own
 * reference. Called only by the caller that settled the payment, so it credits once.
 */
export function creditWalletTopUp(ctx: SandboxContext, payment: PaymentRow): void {
  recordWalletMovement(
    ctx.db,
    payment.customer_id,
    {
      type: 'credit',
      amount: payment.amount,
      currency: payment.currency,
      description: `${WALLET_TOP_UP} ${PAID_BY[payment.method ?? 'card']}`,
      reference: payment.reference,
    },
    ctx.clock.iso(),
  );
}
