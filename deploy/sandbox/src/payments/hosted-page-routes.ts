import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { SandboxContext } from '../sandbox-context';
import {
  cardFormPage,
  otpPage,
  settledPage,
  unknownPaymentPage,
  type CardFormState,
} from './hosted-page';
import { hostedPageCsp } from './hosted-page-style';
import { cancelPayment, settleCardPayment } from './order-payment';
import { payableRefusal } from './payable';
import { findPayment, requireOtp, returnUrlOf, type PaymentRow } from './payment-store';
import { TEST_OTP, cardOutcome, isValidCvv, isValidExpiry } from './test-cards';

type RefParams = { Params: { reference: string } };

const text = z.string().max(64).catch('');
const cardBody = z
  .object({ card_number: text, expiry: text, cvv: text })
  .catch({ card_number: '', expiry: '', cvv: '' });
const otpBody = z.object({ otp: text }).catch({ otp: '' });

function sendPage(reply: FastifyReply, status: number, html: string, payment?: PaymentRow) {
  return reply
    .code(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Content-Security-Policy', hostedPageCsp(payment?.return_url ?? null))
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .header('X-Content-Type-Options', 'nosniff')
    .send(html);
}

function cardError(form: z.infer<typeof cardBody>, now: number): CardFormState | null {
  const kept = { card_number: form.card_number, expiry: form.expiry };
  if (cardOutcome(form.card_number) === null) {
    return {
      ...kept,
      field: 'card_number',
      error: 'This is not one of the test cards. Use a card from the Test cards list.',
    };
  }
  if (!isValidExpiry(form.expiry, now)) {
    return { ...kept, field: 'expiry', error: 'Enter an expiry date in the future, as MM/YY.' };
  }
  if (!isValidCvv(form.cvv)) {
    return { ...kept, field: 'cvv', error: 'Enter the 3 or 4 digits of the CVV.' };
  }
  return null;
}

/**
 * The payment provider stand-in's hosted page, outside /api on the API's origin: plain forms,
 * no script. Each outcome redirects (303) to the payment's return URL with its reference.
 */
export function registerHostedPageRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  /** Runs `pending` for a payment still pending, else shows what became of it. */
  const withPending = async (
    reference: string,
    reply: FastifyReply,
    pending: (payment: PaymentRow) => Promise<unknown> | unknown,
  ) => {
    const found = findPayment(db, reference);
    if (!found) return sendPage(reply, 404, unknownPaymentPage());
    // A page opened before its order was paid elsewhere (or its account closed) takes no card.
    const refusal = found.status === 'pending' ? payableRefusal(ctx, found) : null;
    if (refusal) cancelPayment(ctx, reference, refusal);
    const payment = refusal ? findPayment(db, reference)! : found;
    if (payment.status !== 'pending') return sendPage(reply, 200, settledPage(payment), payment);
    return pending(payment);
  };

  /** After the outcome is written: back to the site, or the settled page for the loser of a race. */
  const finish = (reply: FastifyReply, reference: string, won: boolean) => {
    const payment = findPayment(db, reference)!;
    return won
      ? reply.redirect(returnUrlOf(payment), 303)
      : sendPage(reply, 200, settledPage(payment), payment);
  };

  app.get<RefParams>('/pay/:reference', async (request, reply) =>
    withPending(request.params.reference, reply, (payment) =>
      sendPage(
        reply,
        200,
        payment.otp_required ? otpPage(payment) : cardFormPage(payment),
        payment,
      ),
    ),
  );

  app.post<RefParams>('/pay/:reference', async (request, reply) =>
    withPending(request.params.reference, reply, (payment) => {
      if (payment.otp_required) return reply.redirect(`/pay/${payment.reference}`, 303);
      const form = cardBody.parse(request.body);
      const error = cardError(form, ctx.clock.now());
      if (error) return sendPage(reply, 422, cardFormPage(payment, error), payment);
      const outcome = cardOutcome(form.card_number);
      if (outcome === 'asks-for-otp') {
        requireOtp(db, payment.reference);
        return reply.redirect(`/pay/${payment.reference}`, 303);
      }
      const result = outcome === 'succeeds' ? 'succeeded' : 'failed';
      return finish(reply, payment.reference, settleCardPayment(ctx, payment.reference, result));
    }),
  );

  app.post<RefParams>('/pay/:reference/otp', async (request, reply) =>
    withPending(request.params.reference, reply, (payment) => {
      if (!payment.otp_required) return reply.redirect(`/pay/${payment.reference}`, 303);
      if (otpBody.parse(request.body).otp.trim() !== TEST_OTP) {
        const error = 'That one-time password is not correct. Check it and try again.';
        return sendPage(reply, 422, otpPage(payment, { field: 'otp', error }), payment);
      }
      return finish(
        reply,
        payment.reference,
        settleCardPayment(ctx, payment.reference, 'succeeded'),
      );
    }),
  );

  app.post<RefParams>('/pay/:reference/cancel', async (request, reply) =>
    withPending(request.params.reference, reply, (payment) =>
      finish(reply, payment.reference, settleCardPayment(ctx, payment.reference, 'cancelled')),
    ),
  );
}
