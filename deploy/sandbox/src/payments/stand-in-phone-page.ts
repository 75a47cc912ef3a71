/**
 * The payer's phone, in test mode: the USSD session or the M-Pesa prompt a real phone would show,
 * answered with a PIN or declined. It is another device: it never sends the payer back to Jara.
 */
import { escapeXml as escape } from '../assets/svg-art';
import { formatMoney } from '../domain/money';
import { errorBox, field, page, type PayFormState } from './hosted-page';
import type { PaymentRow } from './payment-store';
import { TEST_PIN } from './provider-methods';

const PAYEE = 'JARA PAYMENTS';

function phone(title: string, body: string): string {
  return page(
    `Sandbox phone: ${title}`,
    `<div class="phone"><p class="provider">Sandbox phone, test mode</p><h1>${escape(title)}</h1>${body}</div>`,
  );
}

/** The prompt of a live USSD or M-Pesa attempt. */
export function phonePromptPage(payment: PaymentRow, state: PayFormState = {}): string {
  const mpesa = payment.method === 'mpesa';
  const amount = escape(formatMoney(payment.amount, payment.currency));
  const action = escape(`/pay/${encodeURIComponent(payment.reference)}/phone`);
  const question = mpesa
    ? `Do you want to pay ${amount} to ${PAYEE}, account ${escape(payment.reference)}?`
    : `${escape(payment.method_detail ?? '')}: pay ${amount} to ${PAYEE}?`;
  const answer = (value: 'approve' | 'decline', label: string, kind: string, pin = '') =>
    `<form method="post" action="${action}">${pin}<input type="hidden" name="answer" value="${value}">
<button type="submit" class="${kind}">${label}</button></form>`;
  const pin = field(
    state,
    'pin',
    mpesa ? 'M-PESA PIN' : 'Bank PIN',
    'type="password" inputmode="numeric" autocomplete="off" maxlength="4"',
  );
  return phone(
    mpesa ? 'M-PESA' : 'Sandbox Bank USSD',
    `<p>${question}</p>${errorBox(state)}${answer('approve', mpesa ? 'Send' : 'Approve', 'primary', pin)}
${answer('decline', 'Cancel', 'secondary')}<p class="hint">The sandbox PIN is <code>${TEST_PIN}</code>.</p>`,
  );
}

/** What the phone shows once answered, or when no request is waiting on it. */
export function phoneMessagePage(text: string): string {
  return phone('Messages', `<p class="notice" role="status">${escape(text)}</p>`);
}
