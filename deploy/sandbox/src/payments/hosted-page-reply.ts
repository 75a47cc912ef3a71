/**
 * What every route of the hosted page answers with: the page (with its strict CSP), for a pending
 * payment the page its attempt calls for, and for a settled one what became of it.
 */
import type { FastifyReply } from 'fastify';
import type { ProviderMethod } from '@jara/contracts/entities';
import type { SandboxContext } from '../sandbox-context';
import { settledPage, unknownPaymentPage, type PayFormState } from './hosted-page';
import { choosePage, waitingPage } from './hosted-page-methods';
import { hostedPageCsp } from './hosted-page-style';
import { cancelPayment } from './order-payment';
import { payableRefusal } from './payable';
import { endAttempt, findPayment, type PaymentRow } from './payment-store';

export type AttemptMethod = Exclude<ProviderMethod, 'card'>;

/** Said when an attempt ran out of time: nothing was taken, and the payer may start again. */
const TIMED_OUT: Record<AttemptMethod, string> = {
  bank_transfer:
    'The account number expired before any money arrived. Nothing was charged: get a new one or pay another way.',
  ussd: 'The USSD code expired before the payment was approved. Nothing was charged: get a new code or pay another way.',
  mpesa:
    'The M-Pesa request timed out before it was approved. Nothing was charged: send it again or pay another way.',
};

export function sendPage(reply: FastifyReply, status: number, html: string, payment?: PaymentRow) {
  return reply
    .code(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Content-Security-Policy', hostedPageCsp(payment?.return_url ?? null))
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .header('X-Content-Type-Options', 'nosniff')
    .send(html);
}

/** The transfer, USSD or M-Pesa attempt of a pending payment, and whether it still waits. */
export function attemptOf(
  payment: PaymentRow,
  now: number,
): { method: AttemptMethod; live: boolean } | null {
  if (payment.method === null || payment.method === 'card') return null;
  const live = Date.parse(payment.method_expires_at ?? '') > now;
  return { method: payment.method, live };
}

/** Runs `pending` for a payment still pending, else shows what became of it. */
export function withPending(
  ctx: SandboxContext,
  reference: string,
  reply: FastifyReply,
  pending: (payment: PaymentRow) => Promise<unknown> | unknown,
) {
  const found = findPayment(ctx.db, reference);
  if (!found) return sendPage(reply, 404, unknownPaymentPage());
  // A page opened before its order was paid elsewhere (or its account closed) takes no money.
  const refusal = found.status === 'pending' ? payableRefusal(ctx, found) : null;
  if (refusal) cancelPayment(ctx, reference, refusal);
  const payment = refusal ? findPayment(ctx.db, reference)! : found;
  if (payment.status !== 'pending') return sendPage(reply, 200, settledPage(payment), payment);
  return pending(payment);
}

/**
 * A pending payment's page: the attempt under way, or the ways to pay (`chosen` open). An attempt
 * that ran out of time is ended here, and the page says so.
 */
export function showPending(
  ctx: SandboxContext,
  payment: PaymentRow,
  reply: FastifyReply,
  chosen?: ProviderMethod,
  state: PayFormState = {},
) {
  const attempt = attemptOf(payment, ctx.clock.now());
  if (attempt?.live) return sendPage(reply, 200, waitingPage(payment, attempt.method), payment);
  if (attempt) endAttempt(ctx.db, payment.reference);
  const shown = attempt ? { error: TIMED_OUT[attempt.method] } : state;
  const page = choosePage(payment, chosen ?? attempt?.method, shown);
  return sendPage(reply, state.error ? 422 : 200, page, payment);
}
