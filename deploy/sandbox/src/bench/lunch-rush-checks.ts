import type { LunchRushResult } from './lunch-rush-run';

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
  return broken;
}
