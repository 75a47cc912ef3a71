/**
 * `pnpm bench`: the figures that matter to customers and squads, against the budgets in
 * budgets.json: each route's JS and requests before it is visible (and the answers its first
 * screen waited for), which libraries cost what, each additional remote screen, Lighthouse
 * (mobile; medians of 5 runs on prerendered routes) on the site and on the one-bundle build in
 * the same run (the federation tax), the longest task before each page is interactive, the floor
 * (each prerendered route live against its document with no script), the prerendered post's
 * LCP, the in-app navigation, and the sandbox's load check and lunch rush. Bytes and request
 * counts are exact; browser times are noisy on a shared machine, so they are budgeted as ratios
 * measured in the same run or as Lighthouse's simulated figures, printed beside the host's
 * `benchmarkIndex`. Exits non-zero when a budget is broken.
 *
 * BENCH_SKIP_BUILD=1 measures the builds already there; BENCH_ONLY=site skips the sandbox's
 * steps (load check, lunch rush) while iterating on the site. BENCH_RATCHET=write records this
 * run's JS figures in budgets.json (for a commit that says why they moved);
 * BENCH_WRITE_README=1 puts this run's table in the README's "Speed on a phone".
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { BudgetCheck } from './budget-check';
import { floorJudgements } from './floor';
import { figure, formatTable } from './format-table';
import { formatLibraryCosts } from './library-costs';
import { lighthouseJudgements, type LighthouseBudget } from './lighthouse-judgements';
import { measureSite, type SiteFigures } from './measure-site';
import type { RouteFigures } from './measure-route';
import { ratchetJudgements, recordedFrom, withRecordedRoutes, type Recorded } from './ratchet';
import { speedTable, withTable } from './readme-table';
import { runStep, StepFailed, type StepResult } from './run-step';
import { taxJudgements, type TaxBudget } from './tax-judgements';

type RouteBudgetKey =
  'firstPaintJsGzipKB' | 'requestsUntilIdle' | 'requestsBeforeVisible' | 'firstPaintRequests';

interface Budgets {
  routes: Record<string, Partial<Record<RouteBudgetKey, number>>>;
  recorded: Recorded;
  prerenderedRoutes: string[];
  additionalRemoteScreenJsGzipKB: number;
  lighthouse: LighthouseBudget & {
    routes: string[];
    runs: { prerendered: number; other: number };
  };
  federationTax: TaxBudget;
  floor: { lcpRatio: number; runs: number };
  libraryCostRoutes: string[];
  ratios: { inAppNavigationVsColdLoad: number; prerenderedVsSpaLcp: number };
  release: { withBuildS: number; rollbackS: number; newPageSeesReleaseS: number };
  prerenderedPost: string;
  sandbox: { failedRequests: number; lostWrites: number };
  lunchRush: Record<
    | 'failedRequests'
    | 'lostWrites'
    | 'doubleCharges'
    | 'ordersWithoutPayment'
    | 'confirmedOrdersMissing'
    | 'walletMismatches',
    number
  >;
}

/** The figures of one lunch-rush run that have budgets (the rest is printed as it is). */
interface RushRun {
  failed_requests: number;
  lost_writes: number;
  double_charges: number;
  orders_without_payment: number;
  confirmed_orders_missing: number;
  wallet_mismatches: number;
}

const root = path.resolve(import.meta.dirname, '..', '..');
const budgetsFile = path.join(import.meta.dirname, 'budgets.json');
const budgets = JSON.parse(readFileSync(budgetsFile, 'utf8')) as Budgets;
const budgetCheck = new BudgetCheck();
const check = budgetCheck.atMost.bind(budgetCheck);
const siteOnly = process.env.BENCH_ONLY === 'site';
const log = (line: string) => console.info(line);

/** A missing figure counts as broken. */
function checkLunchRush(rush: { steady?: RushRun; crash?: RushRun }) {
  const budget = budgets.lunchRush;
  const { steady, crash } = rush;
  check('lunch rush failed requests', steady?.failed_requests ?? 1, budget.failedRequests);
  for (const [label, run] of [
    ['lunch rush', steady],
    ['lunch rush after the kill', crash],
  ] as const) {
    check(`${label} lost writes`, run?.lost_writes ?? 1, budget.lostWrites);
    check(`${label} double charges`, run?.double_charges ?? 1, budget.doubleCharges);
    check(
      `${label} orders without a payment`,
      run?.orders_without_payment ?? 1,
      budget.ordersWithoutPayment,
    );
    check(
      `${label} confirmed orders missing`,
      run?.confirmed_orders_missing ?? 1,
      budget.confirmedOrdersMissing,
    );
    check(
      `${label} wallets disagreeing with their transactions`,
      run?.wallet_mismatches ?? 1,
      budget.walletMismatches,
    );
  }
}

/** Builds the one-bundle site; a failure is reported by the federation-tax step, not thrown. */
async function buildOneBundle(): Promise<string | null> {
  try {
    await runStep('pnpm', ['--filter', '@jara/one-bundle', 'build'], root);
    return null;
  } catch (error) {
    return (error as Error).message.split('\n')[0] ?? 'failed';
  }
}

function printRoutes(routes: readonly RouteFigures[]) {
  for (const figures of routes) {
    const budget = budgets.routes[figures.route] ?? {};
    const label = figures.route;
    check(
      `${label} JS before the prerendered first paint KB`,
      figures.firstPaintJsGzipKB,
      budget.firstPaintJsGzipKB,
    );
    check(`${label} requests until idle`, figures.requestsUntilIdle, budget.requestsUntilIdle);
    check(
      `${label} requests before visible`,
      figures.requestsBeforeVisible,
      budget.requestsBeforeVisible,
    );
    check(
      `${label} requests before the first paint`,
      figures.firstPaintRequests,
      budget.firstPaintRequests,
    );
  }
  const ratchet = ratchetJudgements(budgets.recorded, routes);
  budgetCheck.judge(ratchet.judgements);
  for (const label of ratchet.unrecorded)
    budgetCheck.failed(label, 'no recorded figure (BENCH_RATCHET=write records it)');
  console.info(
    '\nJS (as transferred) and requests: "visible" is the route\'s content shown by the live app; "first paint" the first content (the prerendered markup on a prerendered route); "recorded" the ratchet\'s figure in budgets.json',
  );
  console.info(
    formatTable(
      [
        'route',
        'JS visible KB',
        'recorded',
        'first paint KB',
        'idle KB',
        'recorded',
        'CSS KB',
        'req visible',
        'req first paint',
        'req idle',
        'visible ms',
      ],
      routes.map((each) => [
        each.route,
        figure(each.initialJsGzipKB),
        figure(budgets.recorded.routes[each.route]?.initialJsGzipKB),
        figure(each.firstPaintJsGzipKB),
        figure(each.jsGzipKB),
        figure(budgets.recorded.routes[each.route]?.jsGzipKB),
        figure(each.cssGzipKB),
        each.requestsBeforeVisible,
        each.firstPaintRequests,
        each.requestsUntilIdle,
        each.visibleMs,
      ]),
    ),
  );
  console.info('\nthe answers each route waited for before the live app showed it:');
  console.info(
    formatTable(
      ['route', 'answer', 'KB transferred', 'KB decoded'],
      routes.flatMap((each) =>
        each.answers.map((answer) => {
          const url = new URL(answer.url);
          return [
            each.route,
            `${url.port ? `:${url.port}` : url.host}${url.pathname}${url.search}`,
            figure(answer.transferredKB),
            figure(answer.decodedKB),
          ];
        }),
      ),
    ),
  );
}

function printRemoteScreens(site: SiteFigures) {
  console.info(
    '\neach additional remote screen, in-app from an idle /stores, until visible and idle:',
  );
  console.info(
    formatTable(
      ['move', 'extra JS KB', 'requests'],
      site.remoteScreens.map((each) =>
        'error' in each
          ? [each.move, '-', `not measured: ${each.error}`]
          : [each.move, figure(each.jsGzipKB), each.requests],
      ),
    ),
  );
  for (const costs of site.remoteScreenCosts)
    console.info(formatLibraryCosts(costs, `JS fetched by the move ${costs.route}`));
  for (const each of site.remoteScreens)
    check(
      `${each.move} extra JS KB`,
      'error' in each ? undefined : each.jsGzipKB,
      budgets.additionalRemoteScreenJsGzipKB,
    );
}

function printLighthouse(site: SiteFigures) {
  console.info(
    `\nLighthouse 13, mobile (simulated throttling, 4x CPU), medians of ${budgets.lighthouse.runs.prerendered} runs on prerendered routes and ${budgets.lighthouse.runs.other} elsewhere; this host's benchmarkIndex ${figure(site.benchmarkIndex, 0)} (median of every run); each run's report in .bench/lighthouse/:`,
  );
  console.info(
    formatTable(
      [
        'route',
        'perf',
        'a11y',
        'BP',
        'SEO',
        'FCP ms',
        'LCP ms',
        'TBT ms',
        'CLS',
        'SI ms',
        'longest task ms',
        'longest task',
      ],
      site.lighthouse.map((each) => [
        each.route,
        each.performance,
        each.accessibility,
        each.bestPractices,
        each.seo,
        each.fcpMs,
        each.lcpMs,
        each.tbtMs,
        figure(each.cls, 3),
        each.speedIndexMs,
        each.longestTaskMs,
        each.longestTaskUrl ? new URL(each.longestTaskUrl, 'https://x').pathname : '-',
      ]),
    ),
  );
  for (const each of site.lighthouse) {
    if (each.seoExcluded.length > 0)
      console.info(
        `  ${each.route} is noindex (UNINDEXED_SCREENS in the site map): SEO scored without ${each.seoExcluded.join(', ')} (Lighthouse's own SEO score ${each.seoAsLighthouse})`,
      );
    for (const failing of each.failing) {
      console.info(
        `  ${each.route} ${failing.category}: ${failing.id} (weight ${failing.weight}, score ${figure(failing.score, 2)}) ${failing.title}`,
      );
      for (const detail of failing.details) console.info(`      ${detail}`);
    }
  }
  budgetCheck.judge(
    lighthouseJudgements(site.lighthouse, budgets.lighthouse, budgets.prerenderedRoutes),
  );
}

function printFederationTax(site: SiteFigures, buildError: string | null) {
  const tax = site.federationTax;
  console.info(
    '\nthe federation tax: each route on the federated site and on the one-bundle build (no prerendered pages there), in this run: JS before the live app shows and Lighthouse medians',
  );
  if ('error' in tax) {
    const reason = buildError ? `${tax.error} (its build failed: ${buildError})` : tax.error;
    console.info(`  not measured: ${reason}`);
    budgetCheck.failed('federation tax', reason);
    return;
  }
  const pair = (fed: number | undefined, one: number | undefined) =>
    fed === undefined ? '-' : `${figure(fed)} / ${figure(one)}`;
  console.info(
    formatTable(
      [
        'route',
        'JS KB fed / one',
        'JS KB added',
        'perf fed / one',
        'points lost',
        'TBT ms fed / one',
        'TBT ratio',
        'LCP ms fed / one',
        'LCP ratio',
      ],
      tax.map((row) => [
        row.route,
        pair(row.federated.jsGzipKB, row.oneBundle.jsGzipKB),
        figure(row.addedJsKB),
        pair(row.federated.performance, row.oneBundle.performance),
        figure(row.performanceLost),
        pair(row.federated.tbtMs, row.oneBundle.tbtMs),
        figure(row.tbtRatio, 2),
        pair(row.federated.lcpMs, row.oneBundle.lcpMs),
        figure(row.lcpRatio, 2),
      ]),
    ),
  );
  budgetCheck.judge(taxJudgements(tax, budgets.federationTax));
  for (const { route, error } of site.oneBundleFailed)
    budgetCheck.failed(`federation tax ${route}`, `the one-bundle build did not show it: ${error}`);
}

function printFloor(site: SiteFigures) {
  console.info(
    `\nthe floor: LCP of each prerendered route live / its document served with no script (medians of ${budgets.floor.runs} each, alternating, in this run):`,
  );
  console.info(
    formatTable(
      ['route', 'LCP live ms', 'LCP no script ms', 'ratio'],
      site.floor.map((row) =>
        'error' in row
          ? [row.route, '-', '-', `not measured: ${row.error}`]
          : [row.route, row.liveMs, row.noScriptMs, figure(row.ratio, 2)],
      ),
    ),
  );
  budgetCheck.judge(floorJudgements(site.floor, budgets.floor.lcpRatio));
}

/** The README's table from this run (written to .bench always, to the README when asked). */
async function writeSpeedTable(site: SiteFigures) {
  if ('error' in site.federationTax) return;
  const longest = new Map(site.lighthouse.map((each) => [each.route, each.longestTaskMs]));
  const floors = new Map(
    site.floor.flatMap((row) => ('error' in row ? [] : [[row.route, row.ratio] as const])),
  );
  const table = speedTable(
    site.federationTax.map((row) => ({
      ...row,
      prerendered: budgets.prerenderedRoutes.includes(row.route),
      longestTaskMs: longest.get(row.route),
      floorRatio: floors.get(row.route),
    })),
    {
      date: new Date().toISOString().slice(0, 10),
      commit: execFileSync('git', ['describe', '--always', '--dirty'], { cwd: root })
        .toString()
        .trim(),
      benchmarkIndex: site.benchmarkIndex,
      runs: `medians of ${budgets.lighthouse.runs.prerendered} runs on prerendered routes, ${budgets.lighthouse.runs.other} elsewhere`,
    },
  );
  writeFileSync(path.join(root, '.bench', 'speed-table.md'), `${table}\n`);
  if (process.env.BENCH_WRITE_README !== '1') return;
  const readmeFile = path.join(root, 'README.md');
  const readme = withTable(readFileSync(readmeFile, 'utf8'), table);
  // The README is kept as prettier writes it (the table's columns padded).
  writeFileSync(readmeFile, await prettier.format(readme, { filepath: readmeFile }));
  console.info('BENCH_WRITE_README=1: the table of "Speed on a phone" in README.md was rewritten.');
}

/** BENCH_RATCHET=write: this run's JS figures become the recorded ones in budgets.json. */
async function writeRatchet(routes: readonly RouteFigures[]) {
  if (process.env.BENCH_RATCHET !== 'write') return;
  const text = withRecordedRoutes(readFileSync(budgetsFile, 'utf8'), recordedFrom(routes));
  writeFileSync(budgetsFile, await prettier.format(text, { filepath: budgetsFile }));
  console.info(
    "BENCH_RATCHET=write: the recorded JS figures in budgets.json are this run's; say why in the commit.",
  );
}

/**
 * A sandbox step's output. The sandbox's benches exit non-zero when their own checks fail, but
 * still print their figures: those are checked against budgets.json here like every other
 * figure, so a failed check is a broken budget in the report, not the end of the bench.
 */
async function sandboxStep(script: string): Promise<string> {
  try {
    return (await runStep('pnpm', ['--filter', '@jara/sandbox', script], root)).output;
  } catch (error) {
    if (error instanceof StepFailed) return error.output;
    throw error;
  }
}

async function sandboxSteps(): Promise<{
  sandbox: Record<string, unknown>;
  lunchRush: { steady?: RushRun; crash?: RushRun };
  rushTables: string;
}> {
  const loadCheck = await sandboxStep('bench');
  const sandboxLine = loadCheck.split('\n').find((line) => line.startsWith('{"sandbox"'));
  const sandbox = (
    JSON.parse(sandboxLine ?? '{"sandbox":{}}') as { sandbox: Record<string, unknown> }
  ).sandbox;
  const rushLines = (await sandboxStep('bench:rush')).split('\n');
  const lunchRush = (
    JSON.parse(rushLines.find((line) => line.startsWith('{"lunchRush"')) ?? '{"lunchRush":{}}') as {
      lunchRush: { steady?: RushRun; crash?: RushRun };
    }
  ).lunchRush;
  // The rush's own tables: p50/p99 per call of both runs, and what the checks found.
  const rushTables = rushLines
    .slice(rushLines.findIndex((line) => line.startsWith('Lunch rush:')))
    .filter((line) => !line.startsWith('{'))
    .join('\n');
  return { sandbox, lunchRush, rushTables };
}

function printReleaseTimings(site: SiteFigures) {
  const timings = site.releases;
  const budget = budgets.release;
  if ('error' in timings) {
    console.info(`\nrelease timings: not measured: ${timings.error}`);
    budgetCheck.failed('release timings', timings.error);
    return;
  }
  check('release with its build s', timings.releaseWithBuildS, budget.withBuildS);
  check('rollback s', timings.rollbackS, budget.rollbackS);
  check(
    'new page sees a release s',
    timings.newPageSeesReleaseMs / 1000,
    budget.newPageSeesReleaseS,
  );
  console.info(
    `\nshipping ${timings.remote} on the e2e stack (the release tool as squads run it, whole processes): ` +
      `release with its build ${timings.releaseWithBuildS.toFixed(1)} s, without ${timings.releaseWithoutBuildS.toFixed(1)} s, ` +
      `rollback ${timings.rollbackS.toFixed(1)} s; a page opened after the registry was written got the new version ${timings.newPageSeesReleaseMs} ms after the write`,
  );
}

async function main() {
  const started = Date.now();
  let build: StepResult | null = null;
  let oneBundleBuildError: string | null = null;
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    build = await runStep('pnpm', ['build'], root);
    oneBundleBuildError = await buildOneBundle();
  }
  const site = await measureSite(root, budgets, log);
  const sandboxFigures = siteOnly ? null : await sandboxSteps();
  if (sandboxFigures) console.info(sandboxFigures.rushTables);

  printRoutes(site.routes);
  printRemoteScreens(site);
  for (const costs of site.libraryCosts) console.info(formatLibraryCosts(costs));
  printLighthouse(site);
  printFederationTax(site, oneBundleBuildError);
  printFloor(site);

  check('in-app navigation / cold load', site.ratio, budgets.ratios.inAppNavigationVsColdLoad);
  const postLcp = site.postLcp;
  check(
    `${postLcp.route} LCP prerendered / SPA`,
    'error' in postLcp ? undefined : postLcp.ratio,
    budgets.ratios.prerenderedVsSpaLcp,
  );
  console.info(
    `\nin-app navigation / to /stores: ${site.inAppMs} ms, cold load of /stores: ${site.coldMs} ms (ratio ${site.ratio})`,
  );
  console.info(
    'error' in postLcp
      ? `largest contentful paint of ${postLcp.route}: not measured: ${postLcp.error}`
      : `largest contentful paint of ${postLcp.route}: prerendered ${postLcp.prerenderedMs} ms, SPA's index.html at the same URL ${postLcp.spaMs} ms (ratio ${postLcp.ratio}, median of 3 each)`,
  );
  printReleaseTimings(site);
  if (build)
    console.info(`cold production build of all six bundles: ${build.seconds.toFixed(1)} s`);
  console.info(
    `steps in the browser: ${site.stages.map((stage) => `${stage.name} ${stage.seconds} s`).join(', ')}`,
  );
  if (sandboxFigures) {
    const { sandbox, lunchRush } = sandboxFigures;
    check(
      'sandbox failed requests',
      Number(sandbox.failed_requests ?? 1),
      budgets.sandbox.failedRequests,
    );
    check('sandbox lost writes', Number(sandbox.lost_writes ?? 1), budgets.sandbox.lostWrites);
    checkLunchRush(lunchRush);
    console.info(`sandbox load check: ${JSON.stringify(sandbox)}`);
  } else {
    console.info('BENCH_ONLY=site: the sandbox load check and the lunch rush were not run.');
  }

  const results = {
    date: new Date().toISOString(),
    buildSeconds: build?.seconds ?? null,
    ...site,
    sandbox: sandboxFigures?.sandbox ?? null,
    lunchRush: sandboxFigures?.lunchRush ?? null,
    broken: budgetCheck.broken,
  };
  mkdirSync(path.join(root, '.bench'), { recursive: true });
  writeFileSync(path.join(root, '.bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  await writeSpeedTable(site);
  await writeRatchet(site.routes);
  console.info(`\nthe bench took ${((Date.now() - started) / 60_000).toFixed(1)} min`);

  if (budgetCheck.broken.length > 0) {
    console.error(`\nBudgets broken:\n  ${budgetCheck.broken.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.info('\nEvery budget holds.');
  }
}

main().catch((error: unknown) => {
  console.error('The bench could not run:', error);
  process.exitCode = 1;
});
