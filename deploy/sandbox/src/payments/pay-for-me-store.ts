import { randomBytes } from 'node:crypto';
import type { PayForMeRequest } from '@jara/contracts/entities';
import type { Db } from '../db/open-database';
import { sql } from '../db/statements';
import { ApiError, notFound } from '../http/api-error';
import { findOrder, toOrder } from '../store/order-queries';
import { paymentsOfOrder } from './payment-store';

/** A pay-for-me link is valid for a day on the sandbox clock. */
export const PAY_FOR_ME_TTL_MS = 24 * 60 * 60 * 1000;

export interface PayForMeRow {
  token: string;
  order_uuid: string;
  customer_id: number;
  expires_at: string;
  created_at: string;
}

/** The request of an order, creating it (with an unguessable token) the first time. */
export function payForMeRequestOf(db: Db, orderUuid: string, customerId: number, now: number) {
  const existing = sql(db, 'SELECT * FROM pay_for_me_requests WHERE order_uuid = ?').get(
    orderUuid,
  ) as PayForMeRow | undefined;
  if (existing) return existing;
  const row: PayForMeRow = {
    token: randomBytes(18).toString('base64url'),
    order_uuid: orderUuid,
    customer_id: customerId,
    expires_at: new Date(now + PAY_FOR_ME_TTL_MS).toISOString(),
    created_at: new Date(now).toISOString(),
  };
  sql(
    db,
    `INSERT INTO pay_for_me_requests (token, order_uuid, customer_id, expires_at, created_at)
     VALUES (?, ?, ?, ?, ?)`,
  ).run(row.token, row.order_uuid, row.customer_id, row.expires_at, row.created_at);
  return row;
}

export function requirePayForMe(db: Db, token: string): PayForMeRow {
  const row = sql(db, 'SELECT * FROM pay_for_me_requests WHERE token = ?').get(token) as
    PayForMeRow | undefined;
  if (!row) throw notFound('This payment link does not exist.');
  return row;
}

function firstNameOf(db: Db, customerId: number): string {
  const { name } = sql(db, 'SELECT name FROM customers WHERE id = ?').get(customerId) as {
    name: string;
  };
  return name.trim().split(/\s+/)[0] ?? '';
}

function lastPaymentOf(db: Db, orderUuid: string): PayForMeRequest['last_payment'] {
  const last = paymentsOfOrder(db, orderUuid).at(-1);
  return last ? { status: last.status, failure_reason: last.failure_reason } : null;
}

/** The request as its link shows it; the order's uuid only to the customer who made it. */
export function toPayForMeRequest(
  db: Db,
  row: PayForMeRow,
  options: { assetsBase: string; now: number; viewerId: number | null },
): PayForMeRequest {
  const order = findOrder(db, row.order_uuid)!;
  const shown = toOrder(db, order, options.assetsBase);
  const paid = order.status !== 'awaiting_payment';
  const expired = !paid && Date.parse(row.expires_at) <= options.now;
  return {
    token: row.token,
    status: paid ? 'paid' : expired ? 'expired' : 'open',
    expires_at: row.expires_at,
    customer_first_name: firstNameOf(db, row.customer_id),
    order_uuid: options.viewerId === row.customer_id ? order.uuid : null,
    last_payment: lastPaymentOf(db, order.uuid),
    order: {
      reference: shown.reference,
      vendor: shown.vendor,
      items: shown.items,
      currency: shown.currency,
      subtotal: shown.subtotal,
      delivery_fee: shown.delivery_fee,
      service_fee: shown.service_fee,
      discount_amount: shown.discount_amount,
      total: shown.total,
      delivery_type: shown.delivery_type,
    },
  };
}

/** Only an open link can be paid; the payer is told why not. */
export function assertPayable(request: PayForMeRequest): void {
  if (request.status === 'paid') throw new ApiError(422, 'This order has already been paid.');
  if (request.status === 'expired') {
    throw new ApiError(
      422,
      `This payment link has expired. Ask ${request.customer_first_name} to send a new one.`,
    );
  }
}
