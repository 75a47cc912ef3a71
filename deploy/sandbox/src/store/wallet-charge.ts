import type { PaymentInfo } from '@jara/contracts/entities';
import type { Db } from '../db/open-database';
import { formatMoney } from '../domain/money';
import { fieldError } from '../http/api-error';
import type { CustomerRow } from '../http/auth';
import { recordWalletMovement, walletBalance } from './wallet';

/** Pays an order from the wallet, or refuses saying why (and by how much it is short). */
export function chargeWallet(
  db: Db,
  customer: CustomerRow,
  info: PaymentInfo,
  orderReference: string,
  at: string,
): void {
  // The wallet in the order's own currency: a naira balance never pays a shilling order.
  const balance = walletBalance(db, customer.id, info.currency);
  if (balance < info.total) {
    const money = (amount: number) => formatMoney(amount, info.currency);
    throw fieldError(
      'payment_method',
      `Your wallet balance (${money(balance)}) is ${money(info.total - balance)} short of this order (${money(info.total)}). Fund your wallet or pay by card.`,
    );
  }
  recordWalletMovement(
    db,
    customer.id,
    {
      type: 'debit',
      amount: info.total,
      currency: info.currency,
      description: `Payment for order ${orderReference}`,
    },
    at,
  );
}
