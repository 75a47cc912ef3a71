import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { formatMoney } from '../domain/money';
import type { SandboxContext } from '../sandbox-context';
import {
  attemptOf,
  sendPage,
  showPending,
  withPending,
  type AttemptMethod,
} from './hosted-page-reply';
import { settleHostedPayment } from './order-payment';
import {
  endAttempt,
  findPayment,
  returnUrlOf,
  startAttempt,
  type PaymentRow,
} from './payment-store';
import {
  ATTEMPT_MINUTES,
  TEST_PIN,
  methodsFor,
  mpesaNumberOf,
  shortTransferOf,
  transferAccountOf,
  ussdCodeOf,
} from './provider-methods';
import { phoneMessagePage, phonePromptPage } from './stand-in-phone-page';

type RefParams = { Params: { reference: string } };

const text = z.string().max(64).catch('');
const phoneBody = z.object({ phone: text }).catch({ phone: '' });
const sendBody = z
  .object({ amount: z.enum(['exact', 'short']) })
  .catch({ amount: 'exact' as const });
const answerBody = z
  .object({ answer: z.enum(['approve', 'decline']), pin: text.optional() })
  .catch({ answer: 'decline' as const, pin: '' });

/** Why a declined attempt took nothing, as the site shows it after "did not go through:". */
const DECLINED: Record<Exclude<AttemptMethod, 'bank_transfer'>, string> = {
  ussd: 'the payment was cancelled on your phone',
  mpesa: 'the M-Pesa request was declined on your phone',
};

/**
 * The ways paid away from the hosted page (sandbox extension): a bank transfer to a one-time
 * account and USSD in Nigeria, M-Pesa in Kenya. The page starts an attempt with a deadline; the
 * payer's bank (a transfer arriving) or phone (a PIN, or Cancel) settles it, once, as a card's
 * outcome is settled; a late answer finds it timed out and takes nothing.
 */
export function registerPaymentAttemptRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db, clock } = ctx;
  const page = (payment: PaymentRow, tail = '') =>
    `/pay/${encodeURIComponent(payment.reference)}${tail}`;

  /** Starts an attempt of a way the payment's country has (a form posted from elsewhere may not). */
  const start = (
    reply: FastifyReply,
    payment: PaymentRow,
    method: AttemptMethod,
    detail: string,
  ) => {
    if (!methodsFor(payment.currency).includes(method)) {
      const error =
        'This way to pay is not offered for this payment. Choose one of the ways above.';
      return showPending(ctx, payment, reply, undefined, { error });
    }
    const expiresAt = new Date(clock.now() + ATTEMPT_MINUTES[method] * 60_000).toISOString();
    startAttempt(db, payment.reference, { method, detail, expiresAt });
    return reply.redirect(page(payment), 303);
  };

  /** Runs `live` when the payment waits on an attempt of `method`, else shows the page as it is. */
  const withLiveAttempt = (
    reference: string,
    reply: FastifyReply,
    methods: readonly AttemptMethod[],
    live: (payment: PaymentRow, method: AttemptMethod) => unknown,
  ) =>
    withPending(ctx, reference, reply, (payment) => {
      const attempt = attemptOf(payment, clock.now());
      if (!attempt?.live || !methods.includes(attempt.method)) {
        return showPending(ctx, payment, reply);
      }
      return live(payment, attempt.method);
    });

  app.post<RefParams>('/pay/:reference/bank-transfer', async (request, reply) =>
    withPending(ctx, request.params.reference, reply, (payment) =>
      start(reply, payment, 'bank_transfer', transferAccountOf(payment.reference)),
    ),
  );

  app.post<RefParams>('/pay/:reference/ussd', async (request, reply) =>
    withPending(ctx, request.params.reference, reply, (payment) =>
      start(reply, payment, 'ussd', ussdCodeOf(payment.reference)),
    ),
  );

  app.post<RefParams>('/pay/:reference/mpesa', async (request, reply) =>
    withPending(ctx, request.params.reference, reply, (payment) => {
      const { phone } = phoneBody.parse(request.body);
      const msisdn = mpesaNumberOf(phone);
      if (msisdn || !methodsFor(payment.currency).includes('mpesa')) {
        return start(reply, payment, 'mpesa', msisdn ?? '');
      }
      const error = 'Enter a Kenyan mobile number, like 0712 345 678.';
      return showPending(ctx, payment, reply, 'mpesa', { field: 'phone', phone, error });
    }),
  );

  /** The payer's bank, in test mode: the transfer arrives, whole or short. */
  app.post<RefParams>('/pay/:reference/bank-transfer/send', async (request, reply) =>
    withLiveAttempt(request.params.reference, reply, ['bank_transfer'], (payment) => {
      const { amount } = sendBody.parse(request.body);
      const sent = amount === 'exact' ? payment.amount : shortTransferOf(payment.amount);
      const money = (value: number) => formatMoney(value, payment.currency);
      settleHostedPayment(
        ctx,
        payment.reference,
        sent === payment.amount
          ? { status: 'succeeded', method: 'bank_transfer' }
          : {
              status: 'failed',
              method: 'bank_transfer',
              failureReason: `${money(sent)} arrived, less than ${money(payment.amount)}, and was sent back to your account`,
            },
      );
      return reply.redirect(page(payment, '/wait'), 303);
    }),
  );

  /**
   * "I have sent the money" / "I have answered on my phone": back to Jara once it is settled. The
   * page does not refresh itself: a timed refresh is a barrier to people who read slowly (WCAG
   * 2.2.1, axe "meta-refresh"), and the page has no script to ask quietly.
   */
  app.get<RefParams>('/pay/:reference/wait', async (request, reply) => {
    const payment = findPayment(db, request.params.reference);
    if (payment && payment.status !== 'pending') {
      return reply.redirect(returnUrlOf(payment), 303);
    }
    return withPending(ctx, request.params.reference, reply, (pending) =>
      showPending(ctx, pending, reply),
    );
  });

  app.post<RefParams>('/pay/:reference/attempt/end', async (request, reply) =>
    withPending(ctx, request.params.reference, reply, (payment) => {
      endAttempt(db, payment.reference);
      return reply.redirect(page(payment), 303);
    }),
  );

  app.get<RefParams>('/pay/:reference/phone', async (request, reply) => {
    const payment = findPayment(db, request.params.reference);
    const attempt = payment?.status === 'pending' ? attemptOf(payment, clock.now()) : null;
    if (!payment || !attempt?.live || attempt.method === 'bank_transfer') {
      const none =
        'No payment request is waiting on this phone. It may have timed out or been answered.';
      return sendPage(reply, 200, phoneMessagePage(none), payment);
    }
    return sendPage(reply, 200, phonePromptPage(payment), payment);
  });

  app.post<RefParams>('/pay/:reference/phone', async (request, reply) => {
    const payment = findPayment(db, request.params.reference);
    const attempt = payment?.status === 'pending' ? attemptOf(payment, clock.now()) : null;
    if (!payment || !attempt?.live || attempt.method === 'bank_transfer') {
      const late =
        payment?.status === 'pending' || !payment
          ? 'This request timed out. Nothing was paid.'
          : 'This request was already answered.';
      return sendPage(reply, 200, phoneMessagePage(late), payment);
    }
    const { answer, pin } = answerBody.parse(request.body);
    if (answer === 'approve' && pin?.trim() !== TEST_PIN) {
      const state = { field: 'pin' as const, error: 'Wrong PIN. Try again.' };
      return sendPage(reply, 422, phonePromptPage(payment, state), payment);
    }
    const won = settleHostedPayment(
      ctx,
      payment.reference,
      answer === 'approve'
        ? { status: 'succeeded', method: attempt.method }
        : { status: 'failed', method: attempt.method, failureReason: DECLINED[attempt.method] },
    );
    const settled = findPayment(db, payment.reference)!;
    const amount = formatMoney(settled.amount, settled.currency);
    const said = !won
      ? 'This request was already answered.'
      : settled.status === 'succeeded'
        ? `Confirmed. You paid ${amount} to JARA PAYMENTS.`
        : settled.status === 'failed'
          ? 'You declined the request. Nothing was paid.'
          : 'Jara no longer needs this payment. Nothing was paid.';
    return sendPage(reply, 200, phoneMessagePage(said), settled);
  });
}
