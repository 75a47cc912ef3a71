/**
 * `pnpm --filter sandbox bench:rush` (`-- --smoke` for the small one): the lunch rush on loopback
 * (lunch-rush-run.ts). Prints a table per run, the checks, and one JSON line `{"lunchRush": {...}}`
 * for the bench script; exits non-zero when a check breaks.
 */
import type { CallFigures } from './rush-figures';
import { brokenChecks } from './lunch-rush-checks';
import { LUNCH_RUSH, SMOKE_RUSH, runLunchRush, type RunFigures } from './lunch-rush-run';
import { CHECKOUT_WAYS } from './rush-mix';

function printCalls(title: string, calls: Record<string, CallFigures>) {
  console.info(`\n${title}`);
  console.info(
    `${'call'.padEnd(60)} ${'requests'.padStart(8)} ${'failed'.padStart(6)} ${'p50'.padStart(7)} ${'p99'.padStart(7)}`,
  );
  for (const [call, figures] of Object.entries(calls)) {
    console.info(
      `${call.padEnd(60)} ${String(figures.requests).padStart(8)} ${String(figures.failed).padStart(6)} ${`${figures.p50_ms} ms`.padStart(7)} ${`${figures.p99_ms} ms`.padStart(7)}`,
    );
  }
}

/** Orders per way to pay, placed and paid, for both runs side by side. */
function printMix(steady: RunFigures, crash: RunFigures) {
  console.info('\nOrders by way to pay (placed / paid)');
  console.info(`${'way'.padEnd(16)} ${'steady'.padStart(13)} ${'with the kill'.padStart(15)}`);
  const cell = (figures: RunFigures, way: (typeof CHECKOUT_WAYS)[number]) =>
    `${figures.mix.placed[way]} / ${figures.mix.paid[way]}`;
  for (const way of CHECKOUT_WAYS) {
    console.info(
      `${way.padEnd(16)} ${cell(steady, way).padStart(13)} ${cell(crash, way).padStart(15)}`,
    );
  }
  for (const [label, figures] of [
    ['steady:', steady],
    ['with the kill:', crash],
  ] as const) {
    const { mix } = figures;
    console.info(
      `${label.padEnd(16)} Kenyan (KES) orders ${mix.kenyan_orders}; with a code ${mix.codes_applied}, codes refused ${mix.codes_refused}; pay-for-me links two payers paid at once ${mix.pay_for_me_races}`,
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
  printMix(result.steady, result.crash);
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
