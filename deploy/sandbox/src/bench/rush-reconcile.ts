import type { Db } from '../db/open-database';
import type { RushLedger } from './rush-ledger';

export interface Reconciliation {
  /** Acknowledged cart quantities or placed orders the data no longer holds. */
  lost_writes: number;
  /**
   * Money taken twice: a second settled provider payment of one order, whatever its way (card,
   * transfer, USSD, M-Pesa) and whoever paid it (a pay-for-me payer has no account), a second
   * wallet debit or top-up credit, or an order paid both from the wallet and on the page.
   */
  double_charges: number;
  /**
   * Orders past `awaiting_payment` with no settled payment of their method, in their currency and
   * for their total: a wallet debit for a wallet order, a provider payment for a card order, a
   * pay-for-me payment (purpose pay_for_me) for a pay-for-me order.
   */
  orders_without_payment: number;
  /** Orders whose confirmed payment the customer saw that are gone. */
  confirmed_orders_missing: number;
  /** Wallets (one per customer and currency) whose balance is not the sum of their transactions. */
  wallet_mismatches: number;
}

const ORDER_DEBIT = "'Payment for order ' || o.reference";
const RUSH_CUSTOMERS = "SELECT id FROM customers WHERE email LIKE '%@' || @domain";
/**
 * The rush's provider payments: those its customers made, and any for one of their orders,
 * whichever customer the payment names, so no payer's charge is missed.
 */
const RUSH_PAYMENTS = `SELECT * FROM payments WHERE customer_id IN (${RUSH_CUSTOMERS})
  OR order_uuid IN (SELECT uuid FROM orders WHERE customer_id IN (${RUSH_CUSTOMERS}))`;
/** The purpose of the provider payment that pays an order of each method (none for the wallet). */
const PAYMENT_PURPOSE =
  "CASE o.payment_method WHEN 'card' THEN 'order' WHEN 'pay_for_me' THEN 'pay_for_me' END";

/** Only the rush's own customers (emails at `domain`) are checked: the seed has its own history. */
export function reconcile(db: Db, ledger: RushLedger, domain: string): Reconciliation {
  const scalar = (query: string) =>
    (db.prepare(query).pluck().get({ domain }) as number | null) ?? 0;

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

  const doublePayments = scalar(
    `SELECT SUM(n - 1) FROM (SELECT COUNT(*) AS n FROM (${RUSH_PAYMENTS})
     WHERE status = 'succeeded' AND order_uuid IS NOT NULL GROUP BY order_uuid HAVING n > 1)`,
  );
  const doubleDebits = scalar(
    `SELECT SUM(n - 1) FROM (SELECT COUNT(*) AS n FROM wallet_transactions
     WHERE type = 'debit' AND customer_id IN (${RUSH_CUSTOMERS}) GROUP BY customer_id, description HAVING n > 1)`,
  );
  const doubleCredits = scalar(
    `SELECT SUM(n - 1) FROM (SELECT COUNT(*) AS n FROM wallet_transactions
     WHERE type = 'credit' AND customer_id IN (${RUSH_CUSTOMERS}) GROUP BY customer_id, description, reference HAVING n > 1)`,
  );
  const paidBothWays = scalar(
    `SELECT COUNT(*) FROM orders o WHERE o.customer_id IN (${RUSH_CUSTOMERS})
     AND EXISTS (SELECT 1 FROM payments p WHERE p.order_uuid = o.uuid AND p.status = 'succeeded')
     AND EXISTS (SELECT 1 FROM wallet_transactions t WHERE t.customer_id = o.customer_id
       AND t.type = 'debit' AND t.description = ${ORDER_DEBIT})`,
  );

  const ordersWithoutPayment = scalar(
    `SELECT COUNT(*) FROM orders o WHERE o.customer_id IN (${RUSH_CUSTOMERS})
     AND o.status <> 'awaiting_payment' AND NOT (
       (o.payment_method = 'wallet' AND EXISTS (SELECT 1 FROM wallet_transactions t
         WHERE t.customer_id = o.customer_id AND t.type = 'debit' AND t.description = ${ORDER_DEBIT}
           AND t.currency = o.currency AND t.amount = o.total))
       OR (o.payment_method <> 'wallet' AND EXISTS (SELECT 1 FROM payments p
         WHERE p.order_uuid = o.uuid AND p.status = 'succeeded' AND p.purpose = ${PAYMENT_PURPOSE}
           AND p.currency = o.currency AND p.amount = o.total)))`,
  );

  // Every wallet a rush customer has: a balance row, or transactions in a currency without one.
  const walletMismatches = scalar(
    `SELECT COUNT(*) FROM (
       SELECT customer_id, currency FROM wallet_balances WHERE customer_id IN (${RUSH_CUSTOMERS})
       UNION SELECT customer_id, currency FROM wallet_transactions WHERE customer_id IN (${RUSH_CUSTOMERS})
     ) w
     WHERE COALESCE((SELECT b.balance FROM wallet_balances b
         WHERE b.customer_id = w.customer_id AND b.currency = w.currency), 0)
       <> (SELECT COALESCE(SUM(CASE t.type WHEN 'credit' THEN t.amount ELSE -t.amount END), 0)
         FROM wallet_transactions t WHERE t.customer_id = w.customer_id AND t.currency = w.currency)`,
  );

  return {
    lost_writes: lostWrites,
    double_charges: doublePayments + doubleDebits + doubleCredits + paidBothWays,
    orders_without_payment: ordersWithoutPayment,
    confirmed_orders_missing: missing(ledger.confirmedOrders),
    wallet_mismatches: walletMismatches,
  };
}
