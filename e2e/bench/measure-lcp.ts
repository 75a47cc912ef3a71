/**
 * A page's largest contentful paint with its prerendered document, and with the SPA's bare
 * `index.html` answering the same URL (what the site served before prerendering). Both documents
 * go through the same interception, alternate run by run, and the median of each is kept, so
 * the ratio is measured in one run on one machine.
 */
import type { Browser, Page } from '@playwright/test';
import { contextFor, TOUR_SEEN } from './bench-device';
import { median } from './median';

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
      }),
  );
}

async function loadOnce(
  browser: Browser,
  url: string,
  document: 'prerendered' | 'spa',
): Promise<number> {
  const context = await browser.newContext(
    contextFor({ localStorage: [TOUR_SEEN] }, new URL(url).origin),
  );
  const page = await context.newPage();
  const spaUrl = new URL('/index.html', url).href;
  await page.route(url, async (route) => {
    const response = await route.fetch(document === 'spa' ? { url: spaUrl } : {});
    await route.fulfill({ response });
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  // LCP stops updating at the first input; none happens here, so the last entry is final.
  const lcp = await largestContentfulPaint(page);
  await context.close();
  return Math.round(lcp);
}

export async function measurePrerenderLcp(
  browser: Browser,
  origin: string,
  route: string,
): Promise<LcpFigures> {
  const url = `${origin}${route}`;
  const prerendered: number[] = [];
  const spa: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    prerendered.push(await loadOnce(browser, url, 'prerendered'));
    spa.push(await loadOnce(browser, url, 'spa'));
  }
  const prerenderedMs = median(prerendered);
  const spaMs = median(spa);
  return { route, prerenderedMs, spaMs, ratio: Math.round((prerenderedMs / spaMs) * 100) / 100 };
}
