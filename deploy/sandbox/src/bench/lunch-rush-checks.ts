import type { LunchRushResult } from './lunch-rush-run';
import type { CheckoutWay } from './rush-mix';

/**
 * The ways to pay a steady run must have seen paid at least once: a rush that never paid by
 * transfer, M-Pesa or pay-for-me proved nothing about them, however clean its figures.
 */
export const REQUIRED_WAYS: readonly CheckoutWay[] = [
  'wallet',
  'card',
  'bank_transfer',
  'mpesa',
  'pay_for_me',
];

/**
 * What must hold after a lunch rush, as sentences for what broke (none when all is well).
 * Failed requests count only in the steady run: during the kill customers' calls fail by design.
 */
export function brokenChecks(result: LunchRushResult): string[] {
  const { steady, crash } = result;
  const broken: string[] = [];
  const zero = (label: string, value: number) => {
    if (value !== 0) broken.push(`${label}: ${value}, expected 0`);
  };
  zero('failed requests (steady)', steady.failed_requests);
  for (const [run, figures] of [
    ['steady', steady],
    ['after the kill', crash],
  ] as const) {
    zero(`lost writes (${run})`, figures.lost_writes);
    zero(`double charges (${run})`, figures.double_charges);
    zero(`orders without a payment (${run})`, figures.orders_without_payment);
    zero(`confirmed orders missing (${run})`, figures.confirmed_orders_missing);
    zero(`wallets disagreeing with their transactions (${run})`, figures.wallet_mismatches);
  }
  if (steady.orders_confirmed === 0 || crash.orders_confirmed === 0)
    broken.push('no order was paid in one of the runs: the rush proved nothing');
  for (const way of REQUIRED_WAYS) {
    if (steady.mix.paid[way] === 0) broken.push(`no order was paid by ${way} in the steady run`);
  }
  if (steady.mix.codes_applied === 0)
    broken.push('no order was placed with a discount code in the steady run');
  return broken;
}
