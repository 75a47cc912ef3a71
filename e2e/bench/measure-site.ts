/**
 * Everything the bench measures in a browser, in one start of the e2e stack: each route's bytes,
 * requests and first answers, which libraries cost what, the additional remote screens, the
 * prerendered post's LCP, the in-app navigation, the floor (each prerendered route live against
 * its document with no script), and Lighthouse on the site and on the one-bundle build (served by
 * the same stack when tools/one-bundle/dist exists), whose figures make the federation tax.
 */
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { REMOTE_NAMES } from '@jara/contracts/remote-contract';
import { E2E_ORIGINS, STACK_URLS } from '../support/e2e-stack';
import { benchRoutes, type BenchRoute } from './bench-device';
import { startE2eStack } from './e2e-stack-process';
import type { FloorFigures } from './floor';
import {
  checkOneBundle,
  ONE_BUNDLE_ORIGIN,
  oneBundleDist,
  taxRows,
  type BuildFigures,
  type TaxRow,
} from './federation-tax';
import { libraryCosts, type DistFolders, type LibraryCosts } from './library-costs';
import {
  CHROME_FLAGS,
  runLighthouse,
  type LighthouseFigures,
  type LighthouseTarget,
} from './lighthouse-runs';
import { measureFloor } from './measure-floor';
import { median } from './median';
import { measurePrerenderLcp, type LcpFigures } from './measure-lcp';
import { measureReleaseTimings, type ReleaseTimings } from './release-timings';
import {
  measureRemoteScreen,
  SCREEN_MOVES,
  type RemoteScreenFigures,
} from './measure-remote-screen';
import { measureInAppNavigation, measureRoute, type RouteFigures } from './measure-route';

export interface SiteBudgetsShape {
  routes: Record<string, unknown>;
  prerenderedPost: string;
  /** The routes whose documents are prerendered: absolute Lighthouse targets and the floor. */
  prerenderedRoutes: string[];
  lighthouse: { routes: string[]; runs: { prerendered: number; other: number } };
  floor: { runs: number };
  libraryCostRoutes: string[];
}

/** How long a step of the bench took. */
export interface Stage {
  name: string;
  seconds: number;
}

export interface SiteFigures {
  routes: RouteFigures[];
  libraryCosts: LibraryCosts[];
  /** The same split of what each additional remote screen fetched (its `route` is the move). */
  remoteScreenCosts: LibraryCosts[];
  remoteScreens: (RemoteScreenFigures | { move: string; error: string })[];
  /** The post's LCP figures, or why they could not be measured. */
  postLcp: LcpFigures | { route: string; error: string };
  ratio: number;
  inAppMs: number;
  coldMs: number;
  lighthouse: LighthouseFigures[];
  /** Lighthouse's benchmarkIndex of this host, the median of every run of the bench. */
  benchmarkIndex: number;
  /** Every route on both builds, or why the one-bundle build could not be measured. */
  federationTax: TaxRow[] | { error: string };
  /** The routes the one-bundle build could not show (left out of the tax), and why. */
  oneBundleFailed: { route: string; error: string }[];
  /** Lighthouse on the one-bundle build's routes (none when it could not run). */
  oneBundleLighthouse: LighthouseFigures[];
  floor: FloorFigures[];
  stages: Stage[];
  /** Shipping one remote: release, rollback, and when new pages see it. */
  releases: ReleaseTimings | { error: string };
}

function distFolders(root: string): DistFolders {
  const origin = (url: string) => new URL(url).origin;
  return new Map([
    [origin(STACK_URLS.site), path.join(root, 'shell', 'dist')],
    ...REMOTE_NAMES.map(
      (name) =>
        [origin(E2E_ORIGINS.remotes[name]), path.join(root, 'remotes', name, 'dist')] as const,
    ),
    [origin(ONE_BUNDLE_ORIGIN), oneBundleDist(root)],
  ]);
}

/** Runs a step and records its duration in `stages`, logging it. */
async function timed<T>(
  stages: Stage[],
  name: string,
  log: (line: string) => void,
  step: () => Promise<T>,
): Promise<T> {
  const started = Date.now();
  try {
    return await step();
  } finally {
    const seconds = Math.round((Date.now() - started) / 100) / 10;
    stages.push({ name, seconds });
    log(`  ${name}: ${seconds} s`);
  }
}

const byRoute = (routes: readonly BenchRoute[], route: string) => {
  const found = routes.find((candidate) => candidate.route === route);
  if (!found) throw new Error(`${route} is not one of the bench's routes`);
  return found;
};

async function measureBrowserFigures(
  browser: Browser,
  root: string,
  budgets: SiteBudgetsShape,
  routes: readonly BenchRoute[],
  log: (line: string) => void,
) {
  const figures: RouteFigures[] = [];
  for (const route of Object.keys(budgets.routes)) {
    figures.push(await measureRoute(browser, STACK_URLS.site, byRoute(routes, route)));
    log(`  measured ${route}`);
  }
  const folders = distFolders(root);
  const costs = budgets.libraryCostRoutes.map((route) =>
    libraryCosts(route, figures.find((each) => each.route === route)?.scripts ?? [], folders),
  );
  const remoteScreens: (RemoteScreenFigures | { move: string; error: string })[] = [];
  for (const move of SCREEN_MOVES)
    remoteScreens.push(
      await measureRemoteScreen(browser, STACK_URLS.site, byRoute(routes, '/stores'), move).catch(
        (error: Error) => ({ move: move.move, error: error.message.split('\n')[0]! }),
      ),
    );
  const remoteScreenCosts = remoteScreens.flatMap((each) =>
    'error' in each ? [] : [libraryCosts(each.move, each.scripts, folders)],
  );
  const postLcp = await measurePrerenderLcp(
    STACK_URLS.site,
    budgets.prerenderedPost,
    path.join(root, 'shell', 'dist'),
  ).catch((error: Error) => ({
    route: budgets.prerenderedPost,
    error: error.message.split('\n')[0]!,
  }));
  // The best of three: the ratio is about the design, not about a busy moment of the machine.
  const runs = [];
  for (let run = 0; run < 3; run += 1) {
    // A failed run is left out (and logged); with none left the ratio is not measured.
    const measured = await measureInAppNavigation(
      browser,
      STACK_URLS.site,
      byRoute(routes, '/'),
    ).catch((error: Error) =>
      log(`  in-app navigation run ${run + 1} failed: ${error.message.split('\n')[0]}`),
    );
    if (measured) runs.push(measured);
  }
  const best = runs.reduce((a, b) => (a.inAppMs / a.coldMs <= b.inAppMs / b.coldMs ? a : b), {
    inAppMs: Number.NaN,
    coldMs: Number.NaN,
  });
  return {
    routes: figures,
    libraryCosts: costs,
    remoteScreenCosts,
    remoteScreens,
    postLcp,
    ratio: Math.round((best.inAppMs / best.coldMs) * 100) / 100,
    ...best,
  };
}

/** A route's figures on one build, for the tax (Lighthouse's where it scored the route). */
function buildFigures(js: RouteFigures, lighthouse: readonly LighthouseFigures[]): BuildFigures {
  const scored = lighthouse.find((each) => each.route === js.route);
  return {
    route: js.route,
    jsGzipKB: js.initialJsGzipKB,
    ...(scored && {
      performance: scored.performance,
      lcpMs: scored.lcpMs,
      tbtMs: scored.tbtMs,
    }),
  };
}

/** The one-bundle build's figures per route; a route it could not show is named, not fatal. */
async function measureOneBundleJs(
  browser: Browser,
  root: string,
  routes: readonly BenchRoute[],
): Promise<
  { figures: RouteFigures[]; failed: { route: string; error: string }[] } | { error: string }
> {
  try {
    await checkOneBundle(root);
  } catch (error) {
    return { error: (error as Error).message.split('\n')[0]! };
  }
  const figures: RouteFigures[] = [];
  const failed: { route: string; error: string }[] = [];
  for (const route of routes)
    await measureRoute(browser, ONE_BUNDLE_ORIGIN, route).then(
      (measured) => figures.push(measured),
      (error: Error) => failed.push({ route: route.route, error: error.message.split('\n')[0]! }),
    );
  return { figures, failed };
}

export async function measureSite(
  root: string,
  budgets: SiteBudgetsShape,
  log: (line: string) => void,
): Promise<SiteFigures> {
  const stages: Stage[] = [];
  const stop = await timed(stages, 'start the e2e stack', log, () => startE2eStack(root));
  try {
    const allRoutes = [...new Set([...Object.keys(budgets.routes), ...budgets.lighthouse.routes])];
    const routes = await benchRoutes(allRoutes);
    const measuredRoutes = Object.keys(budgets.routes).map((route) => byRoute(routes, route));
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
    });
    let browserFigures;
    let oneBundleJs: Awaited<ReturnType<typeof measureOneBundleJs>>;
    try {
      browserFigures = await timed(stages, 'bytes, requests, screens, navigation', log, () =>
        measureBrowserFigures(browser, root, budgets, routes, log),
      );
      oneBundleJs = await timed(stages, 'bytes of the one-bundle build', log, () =>
        measureOneBundleJs(browser, root, measuredRoutes),
      );
    } finally {
      await browser.close();
    }
    const floor = await timed(stages, 'the floor (live / no script)', log, () =>
      measureFloor(STACK_URLS.site, budgets.prerenderedRoutes, budgets.floor.runs),
    );
    const origins = [STACK_URLS.site, ...('error' in oneBundleJs ? [] : [ONE_BUNDLE_ORIGIN])];
    const targets: LighthouseTarget[] = budgets.lighthouse.routes.flatMap((route) =>
      origins.map((origin) => ({
        origin,
        route: byRoute(routes, route),
        runs: budgets.prerenderedRoutes.includes(route)
          ? budgets.lighthouse.runs.prerendered
          : budgets.lighthouse.runs.other,
      })),
    );
    const scored = await timed(stages, 'Lighthouse, both builds', log, () =>
      runLighthouse(targets, path.join(root, '.bench', 'lighthouse'), log),
    );
    const of = (origin: string) =>
      scored.figures.filter((_, index) => targets[index]!.origin === origin);
    const lighthouse = of(STACK_URLS.site);
    const oneBundleLighthouse = of(ONE_BUNDLE_ORIGIN);
    const oneBundleRoutes = 'error' in oneBundleJs ? [] : oneBundleJs.figures;
    const federationTax =
      'error' in oneBundleJs
        ? oneBundleJs
        : taxRows(
            browserFigures.routes
              .filter((js) => oneBundleRoutes.some((one) => one.route === js.route))
              .map((js) => buildFigures(js, lighthouse)),
            oneBundleRoutes.map((js) => buildFigures(js, oneBundleLighthouse)),
          );
    // Last: it releases and rolls back a remote on the running stack (and puts it back).
    const releaseBrowser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
    });
    const releases = await timed(stages, 'release timings', log, () =>
      measureReleaseTimings(root, releaseBrowser)
        .catch((error: Error) => ({ error: error.message.split('\n')[0]! }))
        .finally(() => releaseBrowser.close()),
    );
    return {
      ...browserFigures,
      lighthouse,
      benchmarkIndex: median(scored.benchmarkIndexes),
      federationTax,
      oneBundleFailed: 'error' in oneBundleJs ? [] : oneBundleJs.failed,
      oneBundleLighthouse,
      floor,
      releases,
      stages,
    };
  } finally {
    await stop();
  }
}
