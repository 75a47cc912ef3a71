import type { PaymentInfo } from '@jara/contracts/entities';
import type { Db } from '../db/open-database';
import { sql } from '../db/statements';
import { formatMoney } from '../domain/money';
import { fieldError } from '../http/api-error';
import type { CustomerRow } from '../http/auth';
import { recordWalletMovement, walletCurrency } from './wallet';

/** Pays an order from the wallet, or refuses saying why (and by how much it is short). */
export function chargeWallet(
  db: Db,
  customer: CustomerRow,
  info: PaymentInfo,
  orderReference: string,
  at: string,
): void {
  const currency = walletCurrency(customer.domicile_location);
  if (currency !== info.currency) {
    throw fieldError(
      'payment_method',
      `Your wallet is in ${currency}; pay for this ${info.currency} order by card.`,
    );
  }
  const { wallet_balance: balance } = sql(
    db,
    'SELECT wallet_balance FROM customers WHERE id = ?',
  ).get(customer.id) as { wallet_balance: number };
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
