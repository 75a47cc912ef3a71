import type { DropOff, PaymentStatus } from '@jara/contracts/entities';
import type {
  PlanAmount,
  PlanChoice,
  PlanOrderStatus,
  PlanSubscription,
} from '@jara/contracts/plans';
import type { Db } from '../db/open-database';
import { sql } from '../db/statements';

interface PlanOrderRow {
  reference: string;
  customer_id: number;
  payment_reference: string;
  choice: string;
  discount_code: string | null;
  price: string;
  address: string;
  latitude: number;
  longitude: number;
  /** JSON of the drop-off sent with the order; null when none was. */
  drop_off: string | null;
  start_date: string;
  status: PlanOrderStatus;
  created_at: string;
}

export type NewPlanOrder = Omit<PlanOrderRow, 'choice' | 'price' | 'status' | 'drop_off'> & {
  choice: PlanChoice;
  price: PlanAmount;
  drop_off?: DropOff | null;
};

/** Stores a plan order waiting for its payment; the choice and price are kept as they were sold. */
export function insertPlanOrder(db: Db, order: NewPlanOrder): void {
  sql(
    db,
    `INSERT INTO plan_orders (reference, customer_id, payment_reference, choice, discount_code, price,
     address, latitude, longitude, drop_off, start_date, status, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'awaiting_payment', ?)`,
  ).run(
    order.reference,
    order.customer_id,
    order.payment_reference,
    JSON.stringify(order.choice),
    order.discount_code,
    JSON.stringify(order.price),
    order.address,
    order.latitude,
    order.longitude,
    order.drop_off ? JSON.stringify(order.drop_off) : null,
    order.start_date,
    order.created_at,
  );
}

function toSubscription(row: PlanOrderRow): PlanSubscription {
  return {
    reference: row.reference,
    choice: JSON.parse(row.choice) as PlanChoice,
    price: JSON.parse(row.price) as PlanAmount,
    discount_code: row.discount_code,
    address: row.address,
    drop_off: row.drop_off ? (JSON.parse(row.drop_off) as DropOff) : null,
    start_date: row.start_date,
    status: row.status,
    created_at: row.created_at,
  };
}

export function planOrderOfPayment(db: Db, paymentReference: string): PlanSubscription | null {
  const row = sql(db, 'SELECT * FROM plan_orders WHERE payment_reference = ?').get(
    paymentReference,
  ) as PlanOrderRow | undefined;
  return row ? toSubscription(row) : null;
}

/** The customer's plan orders, newest first. */
export function planOrdersOf(db: Db, customerId: number): PlanSubscription[] {
  const rows = sql(
    db,
    'SELECT * FROM plan_orders WHERE customer_id = ? ORDER BY created_at DESC, rowid DESC',
  ).all(customerId) as PlanOrderRow[];
  return rows.map(toSubscription);
}

const STATUS_AFTER_PAYMENT: Record<Exclude<PaymentStatus, 'pending'>, PlanOrderStatus> = {
  succeeded: 'active',
  failed: 'payment_failed',
  cancelled: 'cancelled',
};

/**
 * The provider settled the plan order's payment. Plan codes are not single-use, so nothing is
 * spent; a plan order no longer awaiting payment is left as it is.
 */
export function settlePlanOrder(
  db: Db,
  paymentReference: string,
  outcome: Exclude<PaymentStatus, 'pending'>,
): void {
  sql(
    db,
    `UPDATE plan_orders SET status = ? WHERE payment_reference = ? AND status = 'awaiting_payment'`,
  ).run(STATUS_AFTER_PAYMENT[outcome], paymentReference);
}
