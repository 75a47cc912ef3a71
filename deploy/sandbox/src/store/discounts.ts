import type { Currency } from '@jara/contracts/entities';
import type { Db } from '../db/open-database';
import { sql } from '../db/statements';
import { formatMoney } from '../domain/money';
import { fieldError } from '../http/api-error';
import { PAY_FOR_ME_TTL_MS } from '../payments/pay-for-me-store';
import type { OrderRow } from './order-queries';

export interface DiscountCodeRow {
  code: string;
  voucher_id: number | null;
  title: string;
  description: string;
  discount_type: 'percent' | 'fixed';
  value: number;
  minimum_order: number;
  max_discount: number | null;
  currency: Currency | null;
  expires_at: string;
  is_exclusive: number;
  customer_id: number | null;
  used_at: string | null;
}

export interface AppliedDiscount {
  code: string;
  amount: number;
  /** Single-use codes (rewards) are marked used when an order is placed with them. */
  singleUse: boolean;
}

/**
 * How long an order waiting for payment holds its single-use code against the customer's other
 * carts: a card payment's page for half an hour, a pay-for-me link until it expires. Whichever
 * order is paid first spends the code; the other is then refused at payment (payments/payable).
 */
const HOLD_MS = { card: 30 * 60_000, pay_for_me: PAY_FOR_ME_TTL_MS, wallet: 0 } as const;

function heldByAnotherOrder(db: Db, code: string, cartId: string, now: number): boolean {
  const waiting = sql(
    db,
    `SELECT payment_method, created_at FROM orders
     WHERE discount_code = ? AND status = 'awaiting_payment' AND cart_uuid IS NOT ?`,
  ).all(code, cartId) as Pick<OrderRow, 'payment_method' | 'created_at'>[];
  return waiting.some(
    (order) => Date.parse(order.created_at) + HOLD_MS[order.payment_method] > now,
  );
}

/** Checks a discount code for this order and works out the amount, or refuses with a 422. */
export function applyDiscount(
  db: Db,
  input: {
    code: string;
    customerId: number;
    cartId: string;
    subtotal: number;
    currency: Currency;
    now: number;
  },
): AppliedDiscount {
  const row = sql(db, 'SELECT * FROM discount_codes WHERE code = ?').get(input.code) as
    DiscountCodeRow | undefined;
  const shown = input.code.slice(0, 40);
  if (!row || (row.customer_id !== null && row.customer_id !== input.customerId)) {
    throw fieldError('discount_code', `The discount code ${shown} is not valid.`);
  }
  if (Date.parse(row.expires_at) <= input.now) {
    throw fieldError('discount_code', `The discount code ${row.code} has expired.`);
  }
  if (row.used_at !== null) {
    throw fieldError('discount_code', `The discount code ${row.code} has already been used.`);
  }
  if (row.customer_id !== null && heldByAnotherOrder(db, row.code, input.cartId, input.now)) {
    throw fieldError(
      'discount_code',
      `The discount code ${row.code} is on another of your orders waiting for payment.`,
    );
  }
  if (row.currency !== null && row.currency !== input.currency) {
    throw fieldError(
      'discount_code',
      `The discount code ${row.code} is only valid for orders in ${row.currency}.`,
    );
  }
  if (input.subtotal < row.minimum_order) {
    const money = (amount: number) => formatMoney(amount, input.currency);
    throw fieldError(
      'discount_code',
      `The discount code ${row.code} needs a subtotal (before delivery and service) of at least ${money(row.minimum_order)}; yours is ${money(input.subtotal)}.`,
    );
  }
  const raw =
    row.discount_type === 'percent' ? Math.floor((input.subtotal * row.value) / 100) : row.value;
  const capped = row.max_discount === null ? raw : Math.min(raw, row.max_discount);
  return {
    code: row.code,
    amount: Math.min(capped, input.subtotal),
    singleUse: row.customer_id !== null,
  };
}

/** A single-use code (a reward) is spent once its order is paid. */
export function markDiscountUsed(db: Db, code: string, at: string): void {
  sql(db, 'UPDATE discount_codes SET used_at = ? WHERE code = ?').run(at, code);
}
