/**
 * One cold load of one route in Chromium: JS and CSS bytes as transferred (from nginx), the
 * requests until the page is visible and until the network is idle, and the times.
 *
 * "Visible" is the route's content shown by the live app: on a prerendered page (`/`, the blog)
 * the document's own markup shows first, before any script, while the app boots into the hidden
 * `#root` and takes its place once ready (shell/src/features/prerender/prerendered-page.ts); a
 * customer can only use the page after that swap, so the JS before visible is what the swap
 * needed. The prerendered first paint is kept as its own figure, so a page that stops being
 * prerendered shows.
 */
import type { Browser, Page, Request } from '@playwright/test';
import { PRERENDERED_ROOT_ID } from '@jara/contracts/prerender';
import { contextFor, type BenchRoute } from './bench-device';

export interface ScriptFigure {
  url: string;
  /** As transferred (the encoded body). */
  bytes: number;
  beforeVisible: boolean;
}

/** An API answer (or any fetch) that arrived before the live app showed the route. */
export interface AnswerFigure {
  url: string;
  /** As transferred (compressed when the server compressed it). */
  transferredKB: number;
  /** The answer's body as the page reads it. */
  decodedKB: number;
}

export interface RouteFigures {
  route: string;
  /** JS the live app needed before the route's content showed (what a customer waits for). */
  initialJsGzipKB: number;
  /** JS before the first content showed: 0 on a prerendered page, the same as initial elsewhere. */
  firstPaintJsGzipKB: number;
  /** All JS by the time the network is idle (deferred analytics, preloads...). */
  jsGzipKB: number;
  cssGzipKB: number;
  requestsBeforeVisible: number;
  /**
   * What the first paint waited for: the document and the files the browser marks as blocking
   * its rendering (`renderBlockingStatus`). Counting the requests merely started before it raced
   * the parser (1 or 8 on the same build), as the preloads in the head start while it runs.
   */
  firstPaintRequests: number;
  requestsUntilIdle: number;
  visibleMs: number;
  firstPaintMs: number;
  scripts: ScriptFigure[];
  /** The fetches the first screen waited for (the answers it shows). */
  answers: AnswerFigure[];
}

const CONTENT_SELECTOR =
  '[data-remote][data-phase="mounted"] h1, [data-remote][data-phase="mounted"] section, main h1';

/** The page script deciding "the live app shows the route's content" (a string: see below). */
const LIVE_CONTENT = `(() => {
  const root = document.getElementById('root');
  return !document.getElementById(${JSON.stringify(PRERENDERED_ROOT_ID)}) && !!root && !root.hidden &&
    !!root.querySelector(${JSON.stringify(CONTENT_SELECTOR)});
})()`;

/** What the page showed when the live content never came: which half of the wait failed. */
async function pageState(page: Page): Promise<string> {
  return page
    .evaluate(
      ([prerenderedId, selector]) => {
        const root = document.getElementById('root');
        const phases = [...document.querySelectorAll('[data-remote]')].map(
          (host) => `${host.getAttribute('data-remote')}:${host.getAttribute('data-phase')}`,
        );
        return [
          `prerendered markup ${document.getElementById(prerenderedId) ? 'still there' : 'gone'}`,
          `#root ${!root ? 'missing' : root.hidden ? 'hidden' : 'shown'}`,
          `content in #root ${root?.querySelector(selector) ? 'yes' : 'no'}`,
          `remotes ${phases.join(' ') || 'none'}`,
          `h1 "${document.querySelector('h1')?.textContent ?? ''}"`,
        ].join(', ');
      },
      [PRERENDERED_ROOT_ID, CONTENT_SELECTOR] as const,
    )
    .catch((error: Error) => `unreadable (${error.message.split('\n')[0]})`);
}

/** What "visible" means: the route's own content, whoever owns it, shown by the live app. */
export async function waitUntilVisible(page: Page): Promise<void> {
  // A function, not LIVE_CONTENT's string: the site's CSP forbids the eval a string would need.
  // Polled on a timer, not on animation frames: the answer must not depend on frames running.
  await page
    .waitForFunction(
      ([prerenderedId, selector]) => {
        const root = document.getElementById('root');
        return (
          !document.getElementById(prerenderedId) &&
          !!root &&
          !root.hidden &&
          !!root.querySelector(selector)
        );
      },
      [PRERENDERED_ROOT_ID, CONTENT_SELECTOR] as const,
      { timeout: 30_000, polling: 100 },
    )
    .catch(async (error: Error) => {
      throw new Error(
        `${page.url()} not visible within 30 s: ${await pageState(page)} (${error.message.split('\n')[0]})`,
      );
    });
}

/**
 * Records, inside the page, the epoch times the first content and the live content appeared,
 * so requests can be split without depending on when Playwright hears about them.
 */
async function recordVisibleTimes(page: Page): Promise<void> {
  // A string, not a function: tsx's name-keeping helpers would not exist inside the page.
  await page.addInitScript({
    content: `
      new MutationObserver(() => {
        const now = performance.timeOrigin + performance.now();
        if (window.__firstContentAt === undefined && document.querySelector(${JSON.stringify(CONTENT_SELECTOR)})) {
          window.__firstContentAt = now;
        }
        if (window.__visibleAt === undefined && ${LIVE_CONTENT}) window.__visibleAt = now;
      }).observe(document, { childList: true, subtree: true, attributes: true });
    `,
  });
}

const toKB = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** An answer's body as the page reads it (NaN when the browser no longer holds it). */
async function decodedLength(request: Request): Promise<number> {
  const body = await (await request.response())?.body().catch(() => undefined);
  return body?.length ?? Number.NaN;
}

export async function measureRoute(
  browser: Browser,
  origin: string,
  route: BenchRoute,
): Promise<RouteFigures> {
  const context = await browser.newContext(contextFor(route, origin));
  const page = await context.newPage();
  await recordVisibleTimes(page);
  const finished: Request[] = [];
  const started: number[] = [];
  page.on('request', () => started.push(Date.now()));
  page.on('requestfinished', (request) => finished.push(request));

  const navigationStart = Date.now();
  await page.goto(`${origin}${route.path}`);
  await waitUntilVisible(page);
  await page.waitForLoadState('networkidle');
  const { visibleAt, firstContentAt, renderBlocking } = await page.evaluate(() => {
    const times = window as Window & { __visibleAt?: number; __firstContentAt?: number };
    const resources = performance.getEntriesByType('resource') as (PerformanceResourceTiming & {
      renderBlockingStatus?: string;
    })[];
    return {
      visibleAt: times.__visibleAt ?? 0,
      firstContentAt: times.__firstContentAt ?? 0,
      renderBlocking: resources.filter((entry) => entry.renderBlockingStatus === 'blocking').length,
    };
  });

  const sizes = await Promise.all(
    finished.map(async (request) => {
      const timing = request.timing();
      const end = timing.startTime + timing.responseEnd;
      const type = request.resourceType();
      const beforeVisible = end <= visibleAt;
      const isAnswer = beforeVisible && (type === 'fetch' || type === 'xhr');
      return {
        url: request.url(),
        type,
        beforeVisible,
        beforeFirstContent: end <= firstContentAt,
        bytes: (await request.sizes()).responseBodySize,
        decodedBytes: isAnswer ? await decodedLength(request) : Number.NaN,
        isAnswer,
      };
    }),
  );
  const bytesOf = (type: string, keep: (entry: (typeof sizes)[number]) => boolean = () => true) =>
    toKB(
      sizes
        .filter((entry) => entry.type === type && keep(entry))
        .reduce((sum, entry) => sum + entry.bytes, 0),
    );
  await context.close();
  return {
    route: route.route,
    initialJsGzipKB: bytesOf('script', (entry) => entry.beforeVisible),
    firstPaintJsGzipKB: bytesOf('script', (entry) => entry.beforeFirstContent),
    jsGzipKB: bytesOf('script'),
    cssGzipKB: bytesOf('stylesheet'),
    requestsBeforeVisible: started.filter((time) => time <= visibleAt).length,
    firstPaintRequests: 1 + renderBlocking,
    requestsUntilIdle: started.length,
    visibleMs: Math.round(visibleAt - navigationStart),
    firstPaintMs: Math.round(firstContentAt - navigationStart),
    scripts: sizes
      .filter((entry) => entry.type === 'script')
      .map(({ url, bytes, beforeVisible }) => ({ url, bytes, beforeVisible })),
    answers: sizes
      .filter((entry) => entry.isAnswer)
      .map(({ url, bytes, decodedBytes }) => ({
        url,
        transferredKB: toKB(bytes),
        decodedKB: toKB(decodedBytes),
      })),
  };
}

/** A client-side move from the shell's home into a remote, against a cold load of that page. */
export async function measureInAppNavigation(
  browser: Browser,
  origin: string,
  home: BenchRoute,
): Promise<{ inAppMs: number; coldMs: number }> {
  const marketplace = (page: Page) => page.getByRole('heading', { name: 'Marketplace', level: 1 });
  const context = await browser.newContext(contextFor(home, origin));
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

  const cold = await browser.newContext(contextFor(home, origin));
  const coldPage = await cold.newPage();
  started = Date.now();
  await coldPage.goto(`${origin}/stores`);
  await marketplace(coldPage).waitFor();
  const coldMs = Date.now() - started;
  await cold.close();
  return { inAppMs, coldMs };
}
