import { randomBytes } from 'node:crypto';
import type {
  Currency,
  PaymentPurpose,
  PaymentRedirect,
  PaymentStatus,
  ProviderMethod,
} from '@jara/contracts/entities';
import type { Db } from '../db/open-database';
import { sql } from '../db/statements';

export interface PaymentRow {
  reference: string;
  purpose: PaymentPurpose;
  customer_id: number;
  order_uuid: string | null;
  description: string;
  amount: number;
  currency: Currency;
  return_url: string;
  status: PaymentStatus;
  failure_reason: string | null;
  otp_required: number;
  idempotency_key: string | null;
  created_at: string;
  settled_at: string | null;
  /** The way being tried (and, once settled, the way it was paid); null before the payer chose. */
  method: ProviderMethod | null;
  /** The attempt's account number, USSD code or M-Pesa number. */
  method_detail: string | null;
  /** When a transfer, USSD or M-Pesa attempt stops waiting for the payer. */
  method_expires_at: string | null;
}

export type NewPayment = Pick<
  PaymentRow,
  'purpose' | 'customer_id' | 'order_uuid' | 'description' | 'amount' | 'currency' | 'return_url'
> & { idempotency_key?: string | null };

/** Unguessable: whoever knows the reference can open the provider's page. */
function newPaymentReference(): string {
  return `PAY-${randomBytes(12).toString('hex').toUpperCase()}`;
}

export function createPayment(db: Db, payment: NewPayment, at: string): PaymentRow {
  const reference = newPaymentReference();
  sql(
    db,
    `INSERT INTO payments (reference, purpose, customer_id, order_uuid, description, amount, currency,
     return_url, status, idempotency_key, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?)`,
  ).run(
    reference,
    payment.purpose,
    payment.customer_id,
    payment.order_uuid,
    payment.description,
    payment.amount,
    payment.currency,
    payment.return_url,
    payment.idempotency_key ?? null,
    at,
  );
  return findPayment(db, reference)!;
}

export function findPayment(db: Db, reference: string): PaymentRow | undefined {
  return sql(db, 'SELECT * FROM payments WHERE reference = ?').get(reference) as
    PaymentRow | undefined;
}

export function paymentsOfOrder(db: Db, orderUuid: string): PaymentRow[] {
  return sql(db, 'SELECT * FROM payments WHERE order_uuid = ? ORDER BY rowid').all(
    orderUuid,
  ) as PaymentRow[];
}

export function pendingPaymentOf(db: Db, orderUuid: string): PaymentRow | undefined {
  return paymentsOfOrder(db, orderUuid).find((payment) => payment.status === 'pending');
}

/**
 * Moves a pending payment to its outcome. The guard on `status = 'pending'` makes a second
 * submit (or a race of two) a no-op: only the caller that gets `true` may act on the outcome.
 */
export function settlePayment(
  db: Db,
  reference: string,
  outcome: PaymentOutcome,
  at: string,
): boolean {
  const result = sql(
    db,
    `UPDATE payments SET status = ?, failure_reason = ?, settled_at = ?, method = COALESCE(?, method)
     WHERE reference = ? AND status = 'pending'`,
  ).run(outcome.status, outcome.failureReason ?? null, at, outcome.method ?? null, reference);
  return result.changes === 1;
}

export interface PaymentOutcome {
  status: Exclude<PaymentStatus, 'pending'>;
  failureReason?: string;
  /** The way it was paid or refused; a cancellation leaves the attempt's own. */
  method?: ProviderMethod;
}

/** Starts (or replaces) the attempt of a pending payment: its way, detail and deadline. */
export function startAttempt(
  db: Db,
  reference: string,
  attempt: { method: ProviderMethod; detail: string; expiresAt: string },
): void {
  sql(
    db,
    `UPDATE payments SET method = ?, method_detail = ?, method_expires_at = ?
     WHERE reference = ? AND status = 'pending'`,
  ).run(attempt.method, attempt.detail, attempt.expiresAt, reference);
}

/** The payer gave up an attempt (or it timed out): the payment waits for another way. */
export function endAttempt(db: Db, reference: string): void {
  sql(
    db,
    `UPDATE payments SET method = NULL, method_detail = NULL, method_expires_at = NULL
     WHERE reference = ? AND status = 'pending'`,
  ).run(reference);
}

export function requireOtp(db: Db, reference: string): void {
  sql(db, "UPDATE payments SET otp_required = 1 WHERE reference = ? AND status = 'pending'").run(
    reference,
  );
}

export function paymentRedirect(base: string, payment: PaymentRow): PaymentRedirect {
  return { reference: payment.reference, authorization_url: `${base}/pay/${payment.reference}` };
}

/** Where the provider sends the customer back: the return URL with the reference and outcome. */
export function returnUrlOf(payment: PaymentRow): string {
  const url = new URL(payment.return_url);
  url.searchParams.set('reference', payment.reference);
  url.searchParams.set('status', payment.status === 'succeeded' ? 'success' : payment.status);
  return url.toString();
}
