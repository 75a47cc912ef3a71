import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { PROVIDER_METHODS } from '@jara/contracts/order-schema';
import type { SandboxContext } from '../sandbox-context';
import { otpPage, settledPage, type PayFormState } from './hosted-page';
import { sendPage, showPending, withPending } from './hosted-page-reply';
import { settleHostedPayment } from './order-payment';
import { findPayment, requireOtp, returnUrlOf } from './payment-store';
import { DECLINE_REASON, TEST_OTP, cardOutcome, isValidCvv, isValidExpiry } from './test-cards';

type RefParams = { Params: { reference: string } };

const text = z.string().max(64).catch('');
const cardBody = z
  .object({ card_number: text, expiry: text, cvv: text })
  .catch({ card_number: '', expiry: '', cvv: '' });
const otpBody = z.object({ otp: text }).catch({ otp: '' });
const pageQuery = z
  .object({ method: z.enum(PROVIDER_METHODS).optional() })
  .catch({ method: undefined });

function cardError(form: z.infer<typeof cardBody>, now: number): PayFormState | null {
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
 * no script. Each outcome redirects (303) to the payment's return URL with its reference. The
 * card is paid here; the other ways (payment-attempt-routes.ts) are finished on a bank or phone.
 */
export function registerHostedPageRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  /** After the outcome is written: back to the site, or the settled page for the loser of a race. */
  const finish = (reply: FastifyReply, reference: string, won: boolean) => {
    const payment = findPayment(db, reference)!;
    return won
      ? reply.redirect(returnUrlOf(payment), 303)
      : sendPage(reply, 200, settledPage(payment), payment);
  };

  app.get<RefParams>('/pay/:reference', async (request, reply) =>
    withPending(ctx, request.params.reference, reply, (payment) =>
      payment.otp_required
        ? sendPage(reply, 200, otpPage(payment), payment)
        : showPending(ctx, payment, reply, pageQuery.parse(request.query).method),
    ),
  );

  app.post<RefParams>('/pay/:reference', async (request, reply) =>
    withPending(ctx, request.params.reference, reply, (payment) => {
      if (payment.otp_required) return reply.redirect(`/pay/${payment.reference}`, 303);
      const form = cardBody.parse(request.body);
      const error = cardError(form, ctx.clock.now());
      if (error) return showPending(ctx, payment, reply, 'card', error);
      const outcome = cardOutcome(form.card_number);
      if (outcome === 'asks-for-otp') {
        requireOtp(db, payment.reference);
        return reply.redirect(`/pay/${payment.reference}`, 303);
      }
      const settled =
        outcome === 'succeeds'
          ? ({ status: 'succeeded', method: 'card' } as const)
          : ({ status: 'failed', method: 'card', failureReason: DECLINE_REASON } as const);
      return finish(reply, payment.reference, settleHostedPayment(ctx, payment.reference, settled));
    }),
  );

  app.post<RefParams>('/pay/:reference/otp', async (request, reply) =>
    withPending(ctx, request.params.reference, reply, (payment) => {
      if (!payment.otp_required) return reply.redirect(`/pay/${payment.reference}`, 303);
      if (otpBody.parse(request.body).otp.trim() !== TEST_OTP) {
        const error = 'That one-time password is not correct. Check it and try again.';
        return sendPage(reply, 422, otpPage(payment, { field: 'otp', error }), payment);
      }
      return finish(
        reply,
        payment.reference,
        settleHostedPayment(ctx, payment.reference, { status: 'succeeded', method: 'card' }),
      );
    }),
  );

  app.post<RefParams>('/pay/:reference/cancel', async (request, reply) =>
    withPending(ctx, request.params.reference, reply, (payment) =>
      finish(
        reply,
        payment.reference,
        settleHostedPayment(ctx, payment.reference, { status: 'cancelled' }),
      ),
    ),
  );
}
