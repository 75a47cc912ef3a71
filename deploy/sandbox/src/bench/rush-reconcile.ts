import type { Db } from '../db/open-database';
import type { RushLedger } from './rush-ledger';

export interface Reconciliation {
  /** Acknowledged cart quantities or placed orders the data no longer holds. */
  lost_writes: number;
  /** A second settled card payment of one order, a second wallet debit, or both kinds at once. */
  double_charges: number;
  /** Orders past `awaiting_payment` with no settled payment of their method. */
  orders_without_payment: number;
  /** Orders whose confirmed payment the customer saw that are gone. */
  confirmed_orders_missing: number;
  /** Wallets whose balance is not the sum of their transactions. */
  wallet_mismatches: number;
}

const ORDER_DEBIT = "'Payment for order ' || o.reference";

/** Only the rush's own customers (emails at `domain`) are checked: the seed has its own history. */
export function reconcile(db: Db, ledger: RushLedger, domain: string): Reconciliation {
  const scalar = (query: string, ...params: unknown[]) =>
    (db
      .prepare(query)
      .pluck()
      .get(...params) as number | null) ?? 0;
  const rushCustomers = "SELECT id FROM customers WHERE email LIKE '%@' || ?";

  let lostWrites = 0;
  const quantityOf = db
    .prepare(
      'SELECT COALESCE(SUM(quantity), 0) FROM cart_items WHERE cart_uuid = ? AND product_uuid = ?',
    )
    .pluck();
  for (const [cart, products] of ledger.cartQuantities)
    for (const [product, quantity] of products)
      lostWrites += Math.max(0, quantity - (quantityOf.get(cart, product) as number));
  const orderExists = db.prepare('SELECT 1 FROM orders WHERE uuid = ?').pluck();
  const missing = (orders: Set<string>) =>
    [...orders].filter((uuid) => orderExists.get(uuid) === undefined).length;
  lostWrites += missing(ledger.placedOrders);

  const doubleCards = scalar(
    `SELECT SUM(n - 1) FROM (SELECT COUNT(*) AS n FROM payments
     WHERE status = 'succeeded' AND order_uuid IS NOT NULL AND customer_id IN (${rushCustomers})
     GROUP BY order_uuid HAVING n > 1)`,
    domain,
  );
  const doubleDebits = scalar(
    `SELECT SUM(n - 1) FROM (SELECT COUNT(*) AS n FROM wallet_transactions
     WHERE type = 'debit' AND customer_id IN (${rushCustomers}) GROUP BY customer_id, description HAVING n > 1)`,
    domain,
  );
  const doubleCredits = scalar(
    `SELECT SUM(n - 1) FROM (SELECT COUNT(*) AS n FROM wallet_transactions
     WHERE type = 'credit' AND customer_id IN (${rushCustomers}) GROUP BY customer_id, description, reference HAVING n > 1)`,
    domain,
  );
  const paidBothWays = scalar(
    `SELECT COUNT(*) FROM orders o WHERE o.customer_id IN (${rushCustomers})
     AND EXISTS (SELECT 1 FROM payments p WHERE p.order_uuid = o.uuid AND p.status = 'succeeded')
     AND EXISTS (SELECT 1 FROM wallet_transactions t WHERE t.customer_id = o.customer_id
       AND t.type = 'debit' AND t.description = ${ORDER_DEBIT})`,
    domain,
  );

  const ordersWithoutPayment = scalar(
    `SELECT COUNT(*) FROM orders o WHERE o.customer_id IN (${rushCustomers})
     AND o.status <> 'awaiting_payment' AND NOT (
       (o.payment_method = 'wallet' AND EXISTS (SELECT 1 FROM wallet_transactions t
         WHERE t.customer_id = o.customer_id AND t.type = 'debit' AND t.description = ${ORDER_DEBIT}))
       OR (o.payment_method <> 'wallet' AND EXISTS (SELECT 1 FROM payments p
         WHERE p.order_uuid = o.uuid AND p.status = 'succeeded')))`,
    domain,
  );

  const walletMismatches = scalar(
    `SELECT COUNT(*) FROM wallet_balances w WHERE w.customer_id IN (${rushCustomers}) AND w.balance <>
     (SELECT COALESCE(SUM(CASE t.type WHEN 'credit' THEN t.amount ELSE -t.amount END), 0)
      FROM wallet_transactions t WHERE t.customer_id = w.customer_id AND t.currency = w.currency)`,
    domain,
  );

  return {
    lost_writes: lostWrites,
    double_charges: doubleCards + doubleDebits + doubleCredits + paidBothWays,
    orders_without_payment: ordersWithoutPayment,
    confirmed_orders_missing: missing(ledger.confirmedOrders),
    wallet_mismatches: walletMismatches,
  };
}
