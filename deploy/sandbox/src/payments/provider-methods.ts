/**
 * The ways the provider stand-in takes money, as people pay where Jara sells: in Nigeria by card,
 * by a transfer to an account opened for one payment, or by USSD from a basic phone; in Kenya by
 * M-Pesa, answered on the payer's phone, or by card. Each way but the card is an attempt the payer
 * completes elsewhere (their bank, their phone) before a deadline.
 */
import { createHash } from 'node:crypto';
import { UTC_OFFSET_MINUTES, type CountryCode } from '@jara/contracts/constants';
import type { Currency, ProviderMethod } from '@jara/contracts/entities';
import { ONLINE_METHODS } from '@jara/contracts/provider-methods';

const COUNTRY_OF: Record<Currency, CountryCode> = { NGN: 'NG', KES: 'KE' };

/** How long an attempt waits for the payer: an account number, a USSD code, an M-Pesa prompt. */
export const ATTEMPT_MINUTES: Record<Exclude<ProviderMethod, 'card'>, number> = {
  bank_transfer: 30,
  ussd: 10,
  mpesa: 1,
};

/** The stand-in phone's PIN for USSD and M-Pesa (README, "Payments"). */
export const TEST_PIN = '1234';

/** How much less than asked the stand-in bank sends for a short transfer (test mode). */
const SHORT_BY = 500;

/** A short transfer of `amount`: 500 less, or half of an amount that small (never 0 or less). */
export const shortTransferOf = (amount: number) =>
  amount > SHORT_BY * 2 ? amount - SHORT_BY : Math.ceil(amount / 2);

/** The tabs of the hosted page: the ways of the currency's country, the usual one first. */
export const methodsFor = (currency: Currency) => ONLINE_METHODS[COUNTRY_OF[currency]];

/** Digits the reference decides, so reloading the page shows the same account and code. */
function digitsOf(reference: string, salt: string, count: number): string {
  const hash = createHash('sha256').update(`${salt}:${reference}`).digest();
  return Array.from(hash.subarray(0, count), (byte) => String(byte % 10)).join('');
}

/** The one-time account of a transfer: ten digits, as Nigerian account numbers (NUBAN) are. */
export const transferAccountOf = (reference: string) => `9${digitsOf(reference, 'account', 9)}`;

export const ussdCodeOf = (reference: string) => `*7799*000*${digitsOf(reference, 'ussd', 6)}#`;

/**
 * A Kenyan mobile number as M-Pesa takes it (2547XXXXXXXX or 2541XXXXXXXX), from the ways people
 * write it (0712 345 678, +254 712 345 678); null when it is not one.
 */
export function mpesaNumberOf(typed: string): string | null {
  const digits = typed.replace(/[\s()-]/g, '').replace(/^\+/, '');
  const national = /^0([17]\d{8})$/.exec(digits)?.[1] ?? /^254([17]\d{8})$/.exec(digits)?.[1];
  return national ? `254${national}` : null;
}

/** +254 712 345 678: how the page shows the number it sent the prompt to. */
export const shownPhoneNumber = (msisdn: string) =>
  `+254 ${msisdn.slice(3, 6)} ${msisdn.slice(6, 9)} ${msisdn.slice(9)}`;

/** 13:10: a deadline on the payer's clock, the country of the payment's currency. */
export function shownTime(iso: string, currency: Currency): string {
  const offset = UTC_OFFSET_MINUTES[COUNTRY_OF[currency]];
  const local = new Date(Date.parse(iso) + offset * 60_000);
  return local.toISOString().slice(11, 16);
}
