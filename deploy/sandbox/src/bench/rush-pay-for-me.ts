/**
 * Pay-for-me in the rush: the customer makes a link and shares it; other people, with no account,
 * open it and pay on the provider's page. Sometimes two pay at the same moment, which must still
 * be one charge; sometimes the first payer is declined and a second one pays.
 */
import { randomUUID } from 'node:crypto';
import type { PayForMeRequest, PaymentRedirect } from '@jara/contracts/entities';
import { COUNTRIES, mpesaPhoneOf, type ProviderWay } from './rush-countries';
import { placeWithCode } from './rush-codes';
import { payOnPage } from './rush-hosted-page';
import { as, ask, call, notePlaced, think, type Customer, type RushTarget } from './rush-steps';

const PAYER_RETURN_URL = 'http://localhost:8080/pay-for-me/result';

interface Payer {
  way: ProviderWay;
  declines?: boolean;
}

/** A payer opens the link and starts a payment; null when it was paid before they could. */
async function startPaying(target: RushTarget, link: string, racing: boolean) {
  await call(target, {
    method: 'GET',
    path: `/marketplace/pay_for_me/${link}`,
    call: 'GET /marketplace/pay_for_me/:token',
  });
  if (!racing) await think(target);
  const started = await ask<PaymentRedirect>(target, {
    method: 'POST',
    path: `/marketplace/pay_for_me/${link}/pay`,
    call: 'POST /marketplace/pay_for_me/:token/pay',
    json: { return_url: PAYER_RETURN_URL, idempotency_key: randomUUID() },
    // Two at once: the other payer may have paid already, and the link says so.
    expected: racing ? [422] : [],
  });
  return started.status < 300 ? started.data : null;
}

/** The payer pays on the page and is shown the link's state (their own check, no account). */
async function pay(target: RushTarget, link: string, payment: PaymentRedirect, payer: Payer) {
  await payOnPage(target, payment, payer.way, {
    mpesaPhone: mpesaPhoneOf(Math.floor(Math.random() * 1e8)),
    declines: payer.declines,
  });
  return call<PayForMeRequest>(target, {
    method: 'POST',
    path: `/marketplace/pay_for_me/${link}/verify`,
    call: 'POST /marketplace/pay_for_me/:token/verify',
    json: { reference: payment.reference },
  });
}

/**
 * Two payers at the same moment: both start a payment, then both submit a good card at once,
 * the tightest race the page allows. Answers whether both got as far as paying.
 */
async function race(target: RushTarget, link: string): Promise<boolean> {
  const payments = await Promise.all([
    startPaying(target, link, true),
    startPaying(target, link, true),
  ]);
  await Promise.all(
    payments.map((payment) => payment && pay(target, link, payment, { way: 'card' })),
  );
  return payments.every((payment) => payment !== null);
}

/**
 * Makes a link for the cart and lets it be paid (dealt: one payer, a race, or a declined payer
 * then another); answers the order and whether its owner then sees it paid.
 */
export async function payForMe(
  target: RushTarget,
  customer: Customer,
  body: Record<string, unknown>,
  code: string | undefined,
): Promise<{ order: string; paid: boolean }> {
  const request = await placeWithCode<PayForMeRequest>(
    target,
    customer,
    { path: '/marketplace/pay_for_me', call: 'POST /marketplace/pay_for_me', json: body },
    code,
  );
  const order = request.order_uuid;
  if (!order) throw new Error('POST /marketplace/pay_for_me did not show its maker the order');
  notePlaced(target, customer, {
    way: 'pay_for_me',
    order,
    withCode: request.order.discount_amount > 0,
  });
  await think(target);

  const [first, second] = COUNTRIES[customer.country].payerWays;
  const link = request.token;
  const turn = target.mix.nextPayForMe();
  if (turn === 'race') {
    if (await race(target, link)) target.mix.raced();
  } else {
    const payers: Payer[] =
      turn === 'one' ? [{ way: first }] : [{ way: first, declines: true }, { way: second }];
    for (const payer of payers) {
      const payment = await startPaying(target, link, false);
      if (!payment) break;
      await think(target);
      if ((await pay(target, link, payment, payer)).status === 'paid') break;
    }
  }
  await think(target);
  const seen = await call<PayForMeRequest>(target, {
    method: 'GET',
    path: `/marketplace/pay_for_me/${link}`,
    call: 'GET /marketplace/pay_for_me/:token (owner)',
    ...as(customer),
  });
  return { order, paid: seen.status === 'paid' };
}
