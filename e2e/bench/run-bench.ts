/**
 * `pnpm bench`: the figures that matter to customers and squads, against the budgets in
 * budgets.json: each route's JS and requests before it is visible, which libraries cost what,
 * each additional remote screen, Lighthouse (mobile, median of 3) on the key routes, the
 * federation tax against the one-bundle build, the prerendered post's LCP, the in-app
 * navigation, and the sandbox's load check and lunch rush. Bytes and request counts are exact;
 * browser times are noisy on a shared machine, so they are budgeted as ratios measured in the
 * same run or as Lighthouse's simulated figures. Exits non-zero when a budget is broken.
 *
 * BENCH_SKIP_BUILD=1 measures the builds already there; BENCH_ONLY=site skips the sandbox's
 * steps (load check, lunch rush) while iterating on the site.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BudgetCheck } from './budget-check';
import { compareBuilds } from './federation-tax';
import { figure, formatTable } from './format-table';
import { formatLibraryCosts } from './library-costs';
import { measureSite, type SiteFigures } from './measure-site';
import type { RouteFigures } from './measure-route';
import { runStep, StepFailed, type StepResult } from './run-step';

type RouteBudgetKey =
  | 'initialJsGzipKB'
  | 'firstPaintJsGzipKB'
  | 'jsGzipKB'
  | 'requestsUntilIdle'
  | 'requestsBeforeVisible'
  | 'firstPaintRequests';

interface Budgets {
  routes: Record<string, Partial<Record<RouteBudgetKey, number>>>;
  additionalRemoteScreenJsGzipKB: number;
  lighthouse: {
    routes: string[];
    atLeast: Record<'performance' | 'accessibility' | 'bestPractices' | 'seo', number>;
    atMost: Record<'cls' | 'tbtMs', number>;
  };
  federationTax: { routes: string[]; lcpRatio: number; jsRatio: number };
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
const budgets = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8'),
) as Budgets;
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
    check(`${label} JS before visible (live) KB`, figures.initialJsGzipKB, budget.initialJsGzipKB);
    check(
      `${label} JS before the prerendered first paint KB`,
      figures.firstPaintJsGzipKB,
      budget.firstPaintJsGzipKB,
    );
    check(`${label} JS KB until idle`, figures.jsGzipKB, budget.jsGzipKB);
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
  console.info(
    '\nJS (as transferred) and requests: "visible" is the route\'s content shown by the live app; "first paint" the first content (the prerendered markup on / and the blog)',
  );
  console.info(
    formatTable(
      [
        'route',
        'JS visible KB',
        'first paint KB',
        'idle KB',
        'CSS KB',
        'req visible',
        'req first paint',
        'req idle',
        'visible ms',
      ],
      routes.map((each) => [
        each.route,
        figure(each.initialJsGzipKB),
        figure(each.firstPaintJsGzipKB),
        figure(each.jsGzipKB),
        figure(each.cssGzipKB),
        each.requestsBeforeVisible,
        each.firstPaintRequests,
        each.requestsUntilIdle,
        each.visibleMs,
      ]),
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
  const { atLeast, atMost } = budgets.lighthouse;
  console.info(
    "\nLighthouse 13, mobile (simulated throttling), median of 3 runs per figure (each run's report in .bench/lighthouse/):",
  );
  console.info(
    formatTable(
      ['route', 'perf', 'a11y', 'BP', 'SEO', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms'],
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
  for (const each of site.lighthouse) {
    budgetCheck.atLeast(
      `${each.route} Lighthouse performance`,
      each.performance,
      atLeast.performance,
    );
    budgetCheck.atLeast(
      `${each.route} Lighthouse accessibility`,
      each.accessibility,
      atLeast.accessibility,
    );
    budgetCheck.atLeast(
      `${each.route} Lighthouse best practices`,
      each.bestPractices,
      atLeast.bestPractices,
    );
    budgetCheck.atLeast(`${each.route} Lighthouse SEO`, each.seo, atLeast.seo);
    check(`${each.route} Lighthouse CLS`, each.cls, atMost.cls);
    check(`${each.route} Lighthouse TBT ms`, each.tbtMs, atMost.tbtMs);
  }
}

function printFederationTax(site: SiteFigures, buildError: string | null) {
  const tax = site.federationTax;
  console.info(
    '\nthe federation tax: federated / one-bundle build (Lighthouse LCP, median of 3; JS before visible):',
  );
  if ('error' in tax) {
    const reason = buildError ? `${tax.error} (its build failed: ${buildError})` : tax.error;
    console.info(`  not measured: ${reason}`);
    budgetCheck.failed('federation tax', reason);
    return;
  }
  console.info(
    formatTable(
      [
        'route',
        'LCP ms federated',
        'LCP ms one-bundle',
        'LCP ratio',
        'JS KB federated',
        'JS KB one-bundle',
        'JS ratio',
      ],
      tax.map((row) => [
        row.route,
        row.federated.lcpMs,
        row.oneBundle.lcpMs,
        figure(row.lcpRatio, 2),
        figure(row.federated.jsGzipKB),
        figure(row.oneBundle.jsGzipKB),
        figure(row.jsRatio, 2),
      ]),
    ),
  );
  console.info(
    '\nthe same routes without federation: Lighthouse medians of both builds, and the JS before visible federation adds:',
  );
  console.info(
    formatTable(
      [
        'route',
        'perf federated',
        'perf one-bundle',
        'TBT ms federated',
        'TBT ms one-bundle',
        'JS KB added',
      ],
      compareBuilds(tax, site.lighthouse, site.oneBundleLighthouse).map((row) => [
        row.route,
        row.performance.federated,
        row.performance.oneBundle,
        row.tbtMs.federated,
        row.tbtMs.oneBundle,
        figure(row.addedJsKB),
      ]),
    ),
  );
  for (const row of tax) {
    check(`federation tax ${row.route} LCP ratio`, row.lcpRatio, budgets.federationTax.lcpRatio);
    check(`federation tax ${row.route} JS ratio`, row.jsRatio, budgets.federationTax.jsRatio);
  }
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
