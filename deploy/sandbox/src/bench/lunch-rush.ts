/**
 * `pnpm --filter sandbox bench:rush` (`-- --smoke` for the small one): the lunch rush on loopback
 * (lunch-rush-run.ts). Prints a table per run, the checks, and one JSON line `{"lunchRush": {...}}`
 * for the bench script; exits non-zero when a check breaks.
 */
import type { CallFigures } from './rush-figures';
import { brokenChecks } from './lunch-rush-checks';
import { LUNCH_RUSH, SMOKE_RUSH, runLunchRush, type RunFigures } from './lunch-rush-run';

function printCalls(title: string, calls: Record<string, CallFigures>) {
  console.info(`\n${title}`);
  console.info(
    `${'call'.padEnd(52)} ${'requests'.padStart(8)} ${'failed'.padStart(6)} ${'p50'.padStart(7)} ${'p99'.padStart(7)}`,
  );
  for (const [call, figures] of Object.entries(calls)) {
    console.info(
      `${call.padEnd(52)} ${String(figures.requests).padStart(8)} ${String(figures.failed).padStart(6)} ${`${figures.p50_ms} ms`.padStart(7)} ${`${figures.p99_ms} ms`.padStart(7)}`,
    );
  }
}

function printChecks(label: string, figures: RunFigures) {
  console.info(
    `${label.padEnd(16)} orders placed ${figures.orders_placed}, paid ${figures.orders_confirmed}; failed requests ${figures.failed_requests}, lost writes ${figures.lost_writes}, double charges ${figures.double_charges}, orders without a payment ${figures.orders_without_payment}, confirmed orders missing ${figures.confirmed_orders_missing}, wallets off ${figures.wallet_mismatches}`,
  );
  for (const refusal of figures.refusals) console.info(`  refused: ${refusal}`);
}

async function main(): Promise<void> {
  const size = process.argv.includes('--smoke') ? SMOKE_RUSH : LUNCH_RUSH;
  const result = await runLunchRush(size);
  printCalls(
    `Lunch rush: ${result.customers} customers for ${result.seconds} s`,
    result.steady.calls,
  );
  printCalls(
    `The same, sandbox killed (SIGKILL) half-way, back after ${result.crash.restart_ms} ms`,
    result.crash.calls,
  );
  console.info(
    `\nsign-up of ${result.customers} customers (account, address, funded wallet): ${result.setup.seconds} s`,
  );
  printChecks('steady:', result.steady);
  printChecks('with the kill:', result.crash);
  console.info(JSON.stringify({ lunchRush: result }));
  const broken = brokenChecks(result);
  if (broken.length > 0) {
    console.error(`Lunch rush failed:\n  ${broken.join('\n  ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error('The lunch rush could not run:', error);
  process.exitCode = 1;
});
