/**
 * One cold load of one route in Chromium: JS and CSS bytes as transferred (gzip, from nginx), the
 * number of requests until the page is visible and until the network is idle, and the times.
 */
import type { Browser, Page, Request } from '@playwright/test';
import { TOUR_SEEN_STATE } from '../support/tour-seen';

export interface RouteFigures {
  route: string;
  /** JS the page needed before its content showed (what a customer waits for). */
  initialJsGzipKB: number;
  /** All JS by the time the network is idle (deferred analytics, preloads...). */
  jsGzipKB: number;
  cssGzipKB: number;
  requestsBeforeVisible: number;
  requestsUntilIdle: number;
  visibleMs: number;
}

const VISIBLE_SELECTOR =
  '[data-remote][data-phase="mounted"] h1, [data-remote][data-phase="mounted"] section, main h1';

/** What "visible" means: the route's own content, whoever owns it, is on screen. */
export async function waitUntilVisible(page: Page): Promise<void> {
  await page.waitForSelector(VISIBLE_SELECTOR);
}

/**
 * Records, inside the page, the epoch time the content appeared, so requests can be split into
 * before and after without depending on when Playwright hears about them.
 */
async function recordVisibleTime(page: Page): Promise<void> {
  // A string, not a function: tsx's name-keeping helpers would not exist inside the page.
  await page.addInitScript({
    content: `
      new MutationObserver(() => {
        if (window.__visibleAt === undefined && document.querySelector(${JSON.stringify(VISIBLE_SELECTOR)})) {
          window.__visibleAt = performance.timeOrigin + performance.now();
        }
      }).observe(document, { childList: true, subtree: true, attributes: true });
    `,
  });
}

export async function measureRoute(
  browser: Browser,
  origin: string,
  route: string,
): Promise<RouteFigures> {
  const context = await browser.newContext({ storageState: TOUR_SEEN_STATE });
  const page = await context.newPage();
  await recordVisibleTime(page);
  const finished: Request[] = [];
  const started: number[] = [];
  page.on('request', () => started.push(Date.now()));
  page.on('requestfinished', (request) => finished.push(request));

  const navigationStart = Date.now();
  await page.goto(`${origin}${route}`);
  await waitUntilVisible(page);
  await page.waitForLoadState('networkidle');
  const visibleAt = await page.evaluate(
    () => (window as Window & { __visibleAt?: number }).__visibleAt ?? 0,
  );

  const sizes = await Promise.all(
    finished.map(async (request) => {
      const timing = request.timing();
      return {
        type: request.resourceType(),
        beforeVisible: timing.startTime + timing.responseEnd <= visibleAt,
        bytes: (await request.sizes()).responseBodySize,
      };
    }),
  );
  const kb = (type: string, onlyBeforeVisible = false) => {
    const bytes = sizes
      .filter((entry) => entry.type === type && (!onlyBeforeVisible || entry.beforeVisible))
      .reduce((sum, entry) => sum + entry.bytes, 0);
    return Math.round(bytes / 102.4) / 10;
  };
  await context.close();
  return {
    route,
    initialJsGzipKB: kb('script', true),
    jsGzipKB: kb('script'),
    cssGzipKB: kb('stylesheet'),
    requestsBeforeVisible: started.filter((time) => time <= visibleAt).length,
    requestsUntilIdle: started.length,
    visibleMs: Math.round(visibleAt - navigationStart),
  };
}

/** A client-side move from the shell's home into a remote, against a cold load of that page. */
export async function measureInAppNavigation(
  browser: Browser,
  origin: string,
): Promise<{ inAppMs: number; coldMs: number }> {
  const marketplace = (page: Page) => page.getByRole('heading', { name: 'Marketplace', level: 1 });
  const context = await browser.newContext({ storageState: TOUR_SEEN_STATE });
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  await waitUntilVisible(page);
  await page.waitForLoadState('networkidle');
  let started = Date.now();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Marketplace' })
    .click();
  await marketplace(page).waitFor();
  const inAppMs = Date.now() - started;
  await context.close();

  const cold = await browser.newContext({ storageState: TOUR_SEEN_STATE });
  const coldPage = await cold.newPage();
  started = Date.now();
  await coldPage.goto(`${origin}/stores`);
  await marketplace(coldPage).waitFor();
  const coldMs = Date.now() - started;
  await cold.close();
  return { inAppMs, coldMs };
}
