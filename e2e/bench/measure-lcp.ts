/**
 * A page's largest contentful paint with its prerendered document, and with the SPA's own
 * `index.html` (the shell's build, as served before prerendering) answering the same URL, so the
 * app boots at the post's path and renders it from scratch. Both documents go through the same
 * interception (nginx's answer, its headers kept, the body replaced or not), alternate run by run,
 * and the median of each is kept, so the ratio is measured in one run on one machine.
 * Its own browser: Chromium puts a document answered by interception in no address space, so its
 * calls to `localhost` (remotes, API) are refused by Local Network Access unless that check is
 * off; it is off for both documents alike.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { PRERENDERED_ROOT_ID } from '@jara/contracts/prerender';
import { contextFor, TOUR_SEEN } from './bench-device';
import { CHROME_FLAGS } from './lighthouse-runs';
import { median } from './median';
import { waitUntilVisible } from './measure-route';

export interface LcpFigures {
  route: string;
  prerenderedMs: number;
  spaMs: number;
  ratio: number;
}

const RUNS = 3;

async function largestContentfulPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]!.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        // A page that painted nothing contentful has no entry: not measured, rather than a hang.
        setTimeout(() => resolve(Number.NaN), 5_000);
      }),
  );
}

/** The document's body is Playwright's decoded one, so nginx's encoding and length go. */
function documentHeaders(headers: Record<string, string>): Record<string, string> {
  const kept = { ...headers };
  delete kept['content-encoding'];
  delete kept['content-length'];
  return kept;
}

/** What a load waits for before reading LCP: the live app's route, or the document's load. */
export type LoadEnd = 'live app' | 'load';

/**
 * One load of `url` with its document's body rewritten by `rewrite` (the served text by default),
 * the page's own answer's status and headers (the CSP among them) kept.
 */
export async function loadOnce(
  browser: Browser,
  url: string,
  rewrite: (served: string) => string = (served) => served,
  end: LoadEnd = 'live app',
): Promise<number> {
  const context = await browser.newContext(
    contextFor({ localStorage: [TOUR_SEEN] }, new URL(url).origin),
  );
  const page = await context.newPage();
  await page.route(url, async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      status: response.status(),
      headers: documentHeaders(response.headers()),
      body: rewrite(await response.text()),
    });
  });
  await page.goto(url);
  // The live app's page, not the SPA's loading splash: what the customer came for.
  if (end === 'live app') await waitUntilVisible(page);
  await page.waitForLoadState('networkidle');
  // LCP stops updating at the first input; none happens here, so the last entry is final.
  const lcp = await largestContentfulPaint(page);
  await context.close();
  return Math.round(lcp);
}

/** A browser for loadOnce (see the note at the top on Local Network Access). */
export function launchLcpBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      ...CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
      '--disable-features=LocalNetworkAccessChecks',
    ],
  });
}

/** The shell's SPA document, as its build writes it (prerendered pages are written elsewhere). */
export function spaDocument(shellDist: string): string {
  const html = readFileSync(path.join(shellDist, 'index.html'), 'utf8');
  if (html.includes(`id="${PRERENDERED_ROOT_ID}"`))
    throw new Error(`${shellDist}/index.html is a prerendered page, not the SPA's document`);
  return html;
}

export async function measurePrerenderLcp(
  origin: string,
  route: string,
  shellDist: string,
): Promise<LcpFigures> {
  const url = `${origin}${route}`;
  const spaHtml = spaDocument(shellDist);
  const prerendered: number[] = [];
  const spa: number[] = [];
  const browser = await launchLcpBrowser();
  try {
    for (let run = 0; run < RUNS; run += 1) {
      prerendered.push(await loadOnce(browser, url));
      spa.push(await loadOnce(browser, url, () => spaHtml));
    }
  } finally {
    await browser.close();
  }
  const prerenderedMs = median(prerendered);
  const spaMs = median(spa);
  return { route, prerenderedMs, spaMs, ratio: Math.round((prerenderedMs / spaMs) * 100) / 100 };
}
