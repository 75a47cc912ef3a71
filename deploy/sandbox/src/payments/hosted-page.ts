import { escapeXml as escape } from '../assets/svg-art';
import { formatMoney } from '../domain/money';
import { HOSTED_PAGE_CSS } from './hosted-page-style';
import { returnUrlOf, type PaymentRow } from './payment-store';
import { TEST_CARDS, TEST_OTP } from './test-cards';

/** What the customer typed, sent back with an error so nothing is lost (never the CVV or PIN). */
export interface PayFormState {
  error?: string;
  field?: 'card_number' | 'expiry' | 'cvv' | 'otp' | 'phone' | 'pin';
  card_number?: string;
  expiry?: string;
  phone?: string;
}

export function page(title: string, main: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><style>${HOSTED_PAGE_CSS}</style></head>
<body><main>${main}</main></body></html>`;
}

export function summary(payment: PaymentRow): string {
  return `<p class="provider">Sandbox Pay, test mode: no real money moves</p>
<h1>Pay Jara</h1>
<p class="amount" data-testid="payment-amount">${escape(formatMoney(payment.amount, payment.currency))}</p>
<dl><dt>Merchant</dt><dd>Jara</dd><dt>For</dt><dd>${escape(payment.description)}</dd>
<dt>Reference</dt><dd>${escape(payment.reference)}</dd></dl>`;
}

export const errorBox = (state: PayFormState) =>
  state.error ? `<p class="error" role="alert" id="form-error">${escape(state.error)}</p>` : '';

export function field(
  state: PayFormState,
  name: NonNullable<PayFormState['field']>,
  label: string,
  attributes: string,
): string {
  const invalid = state.field === name ? ' aria-invalid="true" aria-describedby="form-error"' : '';
  const value =
    name === 'card_number' || name === 'expiry' || name === 'phone' ? (state[name] ?? '') : '';
  return `<div><label for="${name}">${label}</label>
<input id="${name}" name="${name}" value="${escape(value)}" required ${attributes}${invalid}></div>`;
}

export const cancelForm = (payment: PaymentRow) =>
  `<form method="post" action="/pay/${escape(payment.reference)}/cancel">
<button type="submit" class="secondary">Cancel payment</button></form>`;

const testCards = `<section class="test-cards" aria-labelledby="test-cards-title">
<h2 id="test-cards-title">Test cards</h2><ul>
${TEST_CARDS.map((card) => `<li><code>${card.number}</code>: ${escape(card.label)}</li>`).join('\n')}
</ul><p>Any future expiry date (MM/YY) and any 3-digit CVV. The OTP is <code>${TEST_OTP}</code>.</p></section>`;

/** The card tab: the form and, below the page's card, the test cards. */
export function cardForm(
  payment: PaymentRow,
  state: PayFormState,
): { form: string; aside: string } {
  const amount = formatMoney(payment.amount, payment.currency);
  return {
    form: `<form method="post" action="/pay/${escape(payment.reference)}">
${field(state, 'card_number', 'Card number', 'inputmode="numeric" autocomplete="cc-number" maxlength="23"')}
<div class="row">${field(state, 'expiry', 'Expiry date (MM/YY)', 'autocomplete="cc-exp" maxlength="5" placeholder="MM/YY"')}
${field(state, 'cvv', 'CVV', 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"')}</div>
<button type="submit" class="primary">Pay ${escape(amount)}</button></form>`,
    aside: testCards,
  };
}

export function otpPage(payment: PaymentRow, state: PayFormState = {}): string {
  return page(
    'Pay Jara: enter your OTP',
    `<div class="card">${summary(payment)}
<p>Your bank sent a one-time password to your phone. In the sandbox it is always ${TEST_OTP}.</p>
${errorBox(state)}<form method="post" action="/pay/${escape(payment.reference)}/otp">
${field(state, 'otp', 'One-time password (OTP)', 'inputmode="numeric" autocomplete="one-time-code" maxlength="6"')}
<button type="submit" class="primary">Confirm payment</button></form>
${cancelForm(payment)}</div>${testCards}`,
  );
}

const OUTCOMES: Record<PaymentRow['status'], string> = {
  pending: '',
  succeeded: 'It was paid. Nothing more will be charged.',
  failed: 'It did not go through',
  cancelled: 'It was cancelled. Nothing was charged.',
};

/** A payment already settled: reloading or submitting again shows this and charges nothing. */
export function settledPage(payment: PaymentRow): string {
  const outcome =
    payment.status === 'failed'
      ? `${OUTCOMES.failed}: ${payment.failure_reason ?? 'it was refused'}.`
      : payment.status === 'cancelled' && payment.failure_reason
        ? payment.failure_reason
        : OUTCOMES[payment.status];
  return page(
    'Pay Jara: payment already complete',
    `<div class="card">${summary(payment)}
<p class="notice" role="status">This payment is already complete. ${escape(outcome)}</p>
<a class="button primary" href="${escape(returnUrlOf(payment))}">Return to Jara</a></div>`,
  );
}

export function unknownPaymentPage(): string {
  return page(
    'Pay Jara: payment not found',
    `<div class="card"><h1>Pay Jara</h1>
<p class="error" role="alert">There is no payment with this reference. Go back to Jara and start the payment again.</p></div>`,
  );
}
