import type { Currency, WalletTransaction } from '@jara/contracts/entities';
import type { Db } from '../db/open-database';
import { sql } from '../db/statements';
import { newReference, newUuid } from '../domain/ids';

/** The currency of the customer's home country: what their rewards and referral earnings are in. */
export function walletCurrency(domicile: string): Currency {
  return domicile === 'KE' ? 'KES' : 'NGN';
}

/**
 * A customer has a wallet per currency, each used only for its own country's orders: a balance
 * in naira never pays a Kenyan order. One that was never funded holds 0.
 */
export function walletBalance(db: Db, customerId: number, currency: Currency): number {
  const row = sql(
    db,
    'SELECT balance FROM wallet_balances WHERE customer_id = ? AND currency = ?',
  ).get(customerId, currency) as { balance: number } | undefined;
  return row?.balance ?? 0;
}

interface WalletMovement {
  type: 'credit' | 'debit';
  amount: number;
  currency: Currency;
  description: string;
  /** The payment's own reference when a card payment funded it; otherwise a new one. */
  reference?: string;
}

/** Moves the balance of the movement's currency and records why, in the caller's transaction. */
export function recordWalletMovement(
  db: Db,
  customerId: number,
  movement: WalletMovement,
  at: string,
): WalletTransaction {
  const delta = movement.type === 'credit' ? movement.amount : -movement.amount;
  sql(
    db,
    `INSERT INTO wallet_balances (customer_id, currency, balance) VALUES (?, ?, ?)
     ON CONFLICT (customer_id, currency) DO UPDATE SET balance = balance + excluded.balance`,
  ).run(customerId, movement.currency, delta);
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
