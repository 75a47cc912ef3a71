import type { Currency, WalletTransaction } from '@jara/contracts/entities';
import type { Db } from '../db/open-database';
import { sql } from '../db/statements';
import { newReference, newUuid } from '../domain/ids';

export function walletCurrency(domicile: string): Currency {
  return domicile === 'KE' ? 'KES' : 'NGN';
}

interface WalletMovement {
  type: 'credit' | 'debit';
  amount: number;
  currency: Currency;
  description: string;
  /** The payment's own reference when a card payment funded it; otherwise a new one. */
  reference?: string;
}

/** Moves the balance and records why, in the caller's transaction. */
export function recordWalletMovement(
  db: Db,
  customerId: number,
  movement: WalletMovement,
  at: string,
): WalletTransaction {
  const delta = movement.type === 'credit' ? movement.amount : -movement.amount;
  sql(db, 'UPDATE customers SET wallet_balance = wallet_balance + ? WHERE id = ?').run(
    delta,
    customerId,
  );
  const transaction: WalletTransaction = {
    uuid: newUuid(),
    type: movement.type,
    amount: movement.amount,
    currency: movement.currency,
    description: movement.description,
    reference: movement.reference ?? newReference('WT'),
    created_at: at,
  };
  sql(
    db,
    `INSERT INTO wallet_transactions (uuid, customer_id, type, amount, currency, description, reference, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    transaction.uuid,
    customerId,
    transaction.type,
    transaction.amount,
    transaction.currency,
    transaction.description,
    transaction.reference,
    at,
  );
  return transaction;
}
