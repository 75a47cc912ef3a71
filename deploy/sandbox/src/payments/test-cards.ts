/** The provider stand-in's test cards (README, "Payments"); e2e/support/hosted-payment.ts uses them. */
export const TEST_CARDS = [
  { number: '4084 0840 8408 4081', outcome: 'succeeds', label: 'Payment succeeds' },
  { number: '4000 0000 0000 9995', outcome: 'declined', label: 'Declined: insufficient funds' },
  { number: '5060 6666 6666 6666 666', outcome: 'asks-for-otp', label: 'Asks for an OTP first' },
] as const;

export type CardOutcome = (typeof TEST_CARDS)[number]['outcome'];

export const TEST_OTP = '123456';
export const DECLINE_REASON = 'Insufficient funds';

const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

/** What the provider does with a card number, or null when it is not one of the test cards. */
export function cardOutcome(cardNumber: string): CardOutcome | null {
  const digits = digitsOf(cardNumber);
  return TEST_CARDS.find((card) => digitsOf(card.number) === digits)?.outcome ?? null;
}

/** MM/YY, not in the past of `now`. */
export function isValidExpiry(expiry: string, now: number): boolean {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  const today = new Date(now);
  return year * 12 + month >= today.getUTCFullYear() * 12 + today.getUTCMonth() + 1;
}

export function isValidCvv(cvv: string): boolean {
  return /^\d{3,4}$/.test(cvv.trim());
}
