/**
 * A payer on the provider's hosted page (plain forms, 303 redirects), each way as a person does
 * it: a card typed in; a transfer to the one-time account, sent from their bank; a USSD code or an
 * M-Pesa prompt approved with the PIN on their phone. The page's answer says little: the server's
 * own verification says what came of it, so callers verify afterwards.
 */
import type { PaymentRedirect } from '@jara/contracts/entities';
import { TEST_PIN } from '../payments/provider-methods';
import { TEST_CARDS } from '../payments/test-cards';
import type { ProviderWay } from './rush-countries';
import { call, think, type RushTarget } from './rush-steps';

const card = (number: string) => ({ card_number: number, expiry: '12/30', cvv: '123' });
const GOOD_CARD = card(TEST_CARDS[0].number);
const DECLINED_CARD = card(TEST_CARDS[1].number);

export interface Payer {
  /** The number an M-Pesa payer types (07XX XXX XXX). */
  mpesaPhone: string;
  /** A payer whose card is declined, or who declines the prompt on their phone. */
  declines?: boolean;
}

/** A form POST to the page (or one of its ways), recorded under `call`. */
const post = (target: RushTarget, url: string, name: string, form: Record<string, string> = {}) =>
  call(target, { method: 'POST', path: url, call: name, form });

/** The payer's phone answering a USSD or M-Pesa prompt: the PIN, or Cancel. */
async function answerPhone(target: RushTarget, url: string, way: string, payer: Payer) {
  await think(target);
  await post(
    target,
    `${url}/phone`,
    `POST /pay/:reference/phone (${way})`,
    payer.declines ? { answer: 'decline' } : { answer: 'approve', pin: TEST_PIN },
  );
}

/** "I have paid": the page sends the payer back to Jara once the payment is settled. */
const backToJara = (target: RushTarget, url: string) =>
  call(target, { method: 'GET', path: `${url}/wait`, call: 'GET /pay/:reference/wait' });

/** Pays (or, for a declining payer, fails to pay) `payment` on its page the `way` chosen. */
export async function payOnPage(
  target: RushTarget,
  payment: PaymentRedirect,
  way: ProviderWay,
  payer: Payer,
): Promise<void> {
  const url = payment.authorization_url;
  if (way === 'card') {
    await post(target, url, 'POST /pay/:reference', payer.declines ? DECLINED_CARD : GOOD_CARD);
    return;
  }
  if (way === 'bank_transfer') {
    await post(target, `${url}/bank-transfer`, 'POST /pay/:reference/bank-transfer');
    await think(target);
    // The payer's bank: the whole amount arrives, or (a declining payer) too little.
    await post(target, `${url}/bank-transfer/send`, 'POST /pay/:reference/bank-transfer/send', {
      amount: payer.declines ? 'short' : 'exact',
    });
  } else if (way === 'ussd') {
    await post(target, `${url}/ussd`, 'POST /pay/:reference/ussd');
    await answerPhone(target, url, 'ussd', payer);
  } else {
    await post(target, `${url}/mpesa`, 'POST /pay/:reference/mpesa', { phone: payer.mpesaPhone });
    await answerPhone(target, url, 'mpesa', payer);
  }
  await backToJara(target, url);
}
