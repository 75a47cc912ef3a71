/**
 * The hosted page's ways to pay: a tab per way of the payment's country, the form that starts
 * each, and the page that waits while the payer finishes on their bank or phone.
 */
import type { ProviderMethod } from '@jara/contracts/entities';
import { PROVIDER_METHOD_LABELS as METHOD_LABELS } from '@jara/contracts/provider-methods';
import { escapeXml as escape } from '../assets/svg-art';
import { formatMoney } from '../domain/money';
import {
  cancelForm,
  cardForm,
  errorBox,
  field,
  page,
  summary,
  type PayFormState,
} from './hosted-page';
import type { PaymentRow } from './payment-store';
import {
  shortTransferOf,
  TEST_PIN,
  methodsFor,
  shownPhoneNumber,
  shownTime,
} from './provider-methods';

type AttemptMethod = Exclude<ProviderMethod, 'card'>;

const amountOf = (payment: PaymentRow) => formatMoney(payment.amount, payment.currency);
const payPath = (payment: PaymentRow, tail = '') =>
  `/pay/${encodeURIComponent(payment.reference)}${tail}`;

function tabs(payment: PaymentRow, current: ProviderMethod): string {
  const links = methodsFor(payment.currency).map((method) => {
    const here = method === current ? ' aria-current="page"' : '';
    const href = escape(`${payPath(payment)}?method=${method}`);
    return `<li><a href="${href}"${here}>${METHOD_LABELS[method]}</a></li>`;
  });
  return `<nav aria-label="Ways to pay"><ul class="tabs">${links.join('')}</ul></nav>`;
}

const postButton = (action: string, label: string, kind: 'primary' | 'secondary') =>
  `<form method="post" action="${escape(action)}"><button type="submit" class="${kind}">${escape(label)}</button></form>`;

const phoneNote = (payment: PaymentRow) =>
  `<section class="test-cards" aria-labelledby="phone-title"><h2 id="phone-title">Sandbox phone</h2>
<p>The payer's phone, in test mode: <a href="${escape(payPath(payment, '/phone'))}">open the sandbox phone</a> to approve or decline. Its PIN is <code>${TEST_PIN}</code>.</p></section>`;

function startForm(payment: PaymentRow, method: AttemptMethod, state: PayFormState): string {
  if (method === 'bank_transfer') {
    return `<p>Pay from your bank's app or website to an account opened for this payment only. It takes the exact amount for 30 minutes.</p>
${postButton(payPath(payment, '/bank-transfer'), 'Get an account number', 'primary')}`;
  }
  if (method === 'ussd') {
    return `<p>Pay from any phone with your bank's USSD service, no internet needed. You get a code to dial; it works for 10 minutes.</p>
${postButton(payPath(payment, '/ussd'), 'Get a USSD code', 'primary')}`;
  }
  return `<form method="post" action="${escape(payPath(payment, '/mpesa'))}">
${field(state, 'phone', 'M-Pesa phone number', 'type="tel" inputmode="tel" autocomplete="tel" maxlength="20" placeholder="0712 345 678"')}
<p class="hint">We send a request to this phone; you approve it there with your M-Pesa PIN.</p>
<button type="submit" class="primary">Pay ${escape(amountOf(payment))} with M-Pesa</button></form>`;
}

/** The page before an attempt: the chosen way's form (the country's first way unless told). */
export function choosePage(
  payment: PaymentRow,
  chosen: ProviderMethod | undefined,
  state: PayFormState = {},
): string {
  const ways = methodsFor(payment.currency);
  const method = chosen && ways.includes(chosen) ? chosen : ways[0]!;
  const { form, aside } =
    method === 'card'
      ? cardForm(payment, state)
      : {
          form: startForm(payment, method, state),
          aside: method === 'bank_transfer' ? '' : phoneNote(payment),
        };
  return page(
    `Pay Jara ${amountOf(payment)}`,
    `<div class="card">${summary(payment)}${tabs(payment, method)}${errorBox(state)}${form}
${cancelForm(payment)}</div>${aside}`,
  );
}

function waitingBody(payment: PaymentRow, method: AttemptMethod, until: string): string {
  const amount = escape(amountOf(payment));
  const detail = escape(payment.method_detail ?? '');
  if (method === 'bank_transfer') {
    return `<h2>Transfer ${amount}</h2>
<dl><dt>Bank</dt><dd>Sandbox Bank</dd><dt>Account number</dt><dd class="code" data-testid="account-number">${detail}</dd>
<dt>Account name</dt><dd>Jara Payments</dd><dt>Amount</dt><dd>${amount}, exactly</dd></dl>
<p class="notice" role="status">Waiting for your transfer. This account takes it until ${until}.</p>
<a class="button primary" href="${escape(payPath(payment, '/wait'))}">I have sent the money</a>`;
  }
  if (method === 'ussd') {
    return `<h2>Dial the code</h2><p class="code" data-testid="ussd-code">${detail}</p>
<p>Dial it on the phone of your bank account, then approve ${amount} with your bank PIN.</p>
<p class="notice" role="status">Waiting for you to approve on your phone. The code works until ${until}.</p>
<a class="button primary" href="${escape(payPath(payment, '/wait'))}">I have answered on my phone</a>`;
  }
  return `<h2>Check your phone</h2>
<p>We sent an M-Pesa request to ${escape(shownPhoneNumber(payment.method_detail ?? ''))}. Enter your M-Pesa PIN on the phone to pay ${amount}.</p>
<p class="notice" role="status">Waiting for you to approve. The request waits until ${until}.</p>
<a class="button primary" href="${escape(payPath(payment, '/wait'))}">I have answered on my phone</a>`;
}

function bankStandIn(payment: PaymentRow): string {
  const send = (amount: 'exact' | 'short', label: string) =>
    `<form method="post" action="${escape(payPath(payment, '/bank-transfer/send'))}">
<input type="hidden" name="amount" value="${amount}"><button type="submit" class="secondary">${escape(label)}</button></form>`;
  const short = formatMoney(shortTransferOf(payment.amount), payment.currency);
  return `<section class="test-cards" aria-labelledby="bank-title"><h2 id="bank-title">Sandbox bank</h2>
<p>The payer's bank, in test mode: send the transfer as it would arrive.</p>
${send('exact', `Send ${amountOf(payment)}`)}${send('short', `Send ${short}, too little`)}</section>`;
}

/** An attempt under way: what the payer does on their bank or phone, until `expires`. */
export function waitingPage(payment: PaymentRow, method: AttemptMethod): string {
  const until = shownTime(payment.method_expires_at ?? '', payment.currency);
  const another = method === 'mpesa' ? 'Use another number or pay another way' : 'Pay another way';
  return page(
    `Pay Jara ${amountOf(payment)}: ${METHOD_LABELS[method]}`,
    `<div class="card">${summary(payment)}${waitingBody(payment, method, until)}
${postButton(payPath(payment, '/attempt/end'), another, 'secondary')}${cancelForm(payment)}</div>
${method === 'bank_transfer' ? bankStandIn(payment) : phoneNote(payment)}`,
  );
}
