/**
 * Lighthouse 13 (mobile profile, simulated throttling: its defaults) on Debian's Chromium, a few
 * runs per page (budgets.json says how many), the median of each figure. Before each run the origin's storage and the
 * browser's cache are cleared, as Lighthouse itself would do, and then the bench's device
 * (tour seen; the checkout's signed-in customer) is written into the origin's storage, so
 * Lighthouse runs with `disableStorageReset` on a cold cache with that device.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { BenchRoute } from './bench-device';
import { seoAuditsExcluded } from './indexable-route';
import {
  failingAudits,
  mergeFailing,
  scoreWithout,
  type FailingAudit,
  type LhrLike,
} from './lighthouse-audits';
import { longestTaskBeforeInteractive, type LongTaskLhr } from './long-tasks';
import { median } from './median';

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The e2e stack serves HTTPS with a certificate made at its start.
  '--ignore-certificate-errors',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export interface LighthouseFigures {
  route: string;
  /** Scores 0-100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Without the audits in `seoExcluded` (is-crawlable on a page the site map keeps unindexed). */
  seo: number;
  /** Lighthouse's own SEO score, every audit counted. */
  seoAsLighthouse: number;
  seoExcluded: string[];
  /** What cost accessibility, best practices and SEO points, over all runs. */
  failing: FailingAudit[];
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** The longest main-thread task before the page was interactive, at 4x CPU (long-tasks.ts). */
  longestTaskMs: number;
  longestTaskUrl: string;
  /**
   * Lighthouse's measure of this host's speed (`environment.benchmarkIndex`): figures of runs
   * on different days compare only beside it.
   */
  benchmarkIndex: number;
}

type LighthousePage = NonNullable<Parameters<typeof lighthouse>[3]>;

/** What the bench uses of puppeteer-core, which comes with Lighthouse (not a dependency of e2e). */
interface Puppeteer {
  connect(options: { browserURL: string; defaultViewport: null }): Promise<{
    newPage(): Promise<LighthousePage>;
    disconnect(): Promise<void>;
  }>;
}

const puppeteer = createRequire(import.meta.resolve('lighthouse'))('puppeteer-core') as Puppeteer;

/** Clears the origin and the cache, then writes the device's storage (from a JSON document, so no page script runs). */
async function prepareDevice(page: LighthousePage, origin: string, route: BenchRoute) {
  const session = await page.createCDPSession();
  await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await page.goto(`${origin}/app-config.json`);
  await page.evaluate((items: { name: string; value: string }[]) => {
    for (const item of items) localStorage.setItem(item.name, item.value);
  }, route.localStorage);
  await session.send('Network.clearBrowserCache');
  await session.detach();
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** The categories whose lost points the bench names (performance's are its timings). */
const EXPLAINED = ['accessibility', 'best-practices', 'seo'];

function figuresOf(route: BenchRoute, lhr: Lhr): LighthouseFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  if (lhr.runtimeError)
    throw new Error(`Lighthouse on ${route.route}: ${lhr.runtimeError.message}`);
  const seoExcluded = seoAuditsExcluded(route.route);
  const scored = lhr as unknown as LhrLike;
  const longest = longestTaskBeforeInteractive(lhr as unknown as LongTaskLhr);
  return {
    route: route.route,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: scoreWithout(scored, 'seo', seoExcluded),
    seoAsLighthouse: score('seo'),
    seoExcluded,
    failing: EXPLAINED.flatMap((category) => failingAudits(scored, category)).filter(
      (failing) => failing.category !== 'seo' || !seoExcluded.includes(failing.id),
    ),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    speedIndexMs: Math.round(audit('speed-index')),
    longestTaskMs: longest.ms,
    longestTaskUrl: longest.url,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

type NumericFigure = Exclude<
  keyof LighthouseFigures,
  'route' | 'seoExcluded' | 'failing' | 'longestTaskUrl'
>;

/** The median of each figure over the runs (each figure on its own, as Lighthouse advises). */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const of = (key: NumericFigure) => median(runs.map((run) => run[key]));
  return {
    route: runs[0]!.route,
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    seoAsLighthouse: of('seoAsLighthouse'),
    seoExcluded: runs[0]!.seoExcluded,
    failing: mergeFailing(runs.map((run) => run.failing)),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    speedIndexMs: of('speedIndexMs'),
    longestTaskMs: of('longestTaskMs'),
    // The task of a run whose figure is the median (with an even count, of the nearer run).
    longestTaskUrl: [...runs].sort(
      (a, b) =>
        Math.abs(a.longestTaskMs - of('longestTaskMs')) -
        Math.abs(b.longestTaskMs - of('longestTaskMs')),
    )[0]!.longestTaskUrl,
    benchmarkIndex: of('benchmarkIndex'),
  };
}

/** Each run's full report, kept for a closer look (Lighthouse's viewer opens them). */
function keepReport(reportsDir: string, origin: string, route: string, run: number, lhr: Lhr) {
  mkdirSync(reportsDir, { recursive: true });
  const name = `${new URL(origin).port}${route.replaceAll('/', '_')}-run${run}.json`;
  writeFileSync(path.join(reportsDir, name), JSON.stringify(lhr));
}

/** A page to score: where, and how many runs its median takes. */
export interface LighthouseTarget {
  origin: string;
  route: BenchRoute;
  runs: number;
}

/**
 * Lighthouse on every target, its runs each; the targets take turns run by run, so a busy
 * moment of the machine does not fall on one route's or one build's runs only. Figures come
 * back in the targets' order; `benchmarkIndexes` holds every run's.
 */
export async function runLighthouse(
  targets: readonly LighthouseTarget[],
  reportsDir: string,
  log: (line: string) => void = () => {},
): Promise<{ figures: LighthouseFigures[]; benchmarkIndexes: number[] }> {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  const runs = targets.map((): LighthouseFigures[] => []);
  const mostRuns = Math.max(...targets.map((target) => target.runs));
  try {
    for (let run = 0; run < mostRuns; run += 1) {
      for (const [index, { origin, route, runs: targetRuns }] of targets.entries()) {
        if (run >= targetRuns) continue;
        const page = await browser.newPage();
        await prepareDevice(page, origin, route);
        const result = await lighthouse(
          `${origin}${route.path}`,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: CATEGORIES,
            disableStorageReset: true,
          },
          undefined,
          page,
        );
        await page.close();
        if (!result) throw new Error(`Lighthouse on ${route.route} gave no result`);
        keepReport(reportsDir, origin, route.route, run + 1, result.lhr);
        const figures = figuresOf(route, result.lhr);
        runs[index]!.push(figures);
        log(
          `  lighthouse ${origin}${route.route} run ${run + 1}: perf ${figures.performance}, LCP ${figures.lcpMs} ms, TBT ${figures.tbtMs} ms, CLS ${figures.cls}, longest task ${figures.longestTaskMs} ms, benchmarkIndex ${figures.benchmarkIndex}`,
        );
      }
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
  return {
    figures: runs.map(medianFigures),
    benchmarkIndexes: runs.flat().map((figures) => figures.benchmarkIndex),
  };
}
