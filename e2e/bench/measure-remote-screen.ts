/**
 * What each additional remote screen costs once the site is running: in one page, land on
 * /stores, use it (the pointer moves, as a customer's would before they tap a store), wait until
 * idle, then move in-app (a click) to another screen and count the JS that screen fetched until
 * it showed and the network went idle again. Using the page first matters: analytics loads at
 * the first use (or after 10 s), and it is not part of any screen.
 */
import type { Browser, Page, Request } from '@playwright/test';
import { contextFor, type BenchRoute } from './bench-device';
import { waitUntilVisible, type ScriptFigure } from './measure-route';

export interface RemoteScreenFigures {
  /** "/stores -> store page", "/stores -> /laundry". */
  move: string;
  jsGzipKB: number;
  requests: number;
  /** The JS files the move fetched, as transferred (for the per-library table). */
  scripts: ScriptFigure[];
}

export interface ScreenMove {
  move: string;
  /** Moves the page in-app to the screen. */
  go: (page: Page) => Promise<void>;
}

export const SCREEN_MOVES: ScreenMove[] = [
  {
    move: '/stores -> store page',
    go: (page) => page.locator('#root main a[href^="/stores/"]').first().click(),
  },
  {
    move: '/stores -> /laundry',
    // The marketplace's layout has no link to /laundry (its menu is the web app's), so the move
    // is the router's own: a history entry and the popstate the app's router listens to.
    go: (page) =>
      page.evaluate(() => {
        history.pushState(null, '', '/laundry');
        dispatchEvent(new PopStateEvent('popstate'));
      }),
  },
];

/** As Playwright's networkidle: no request for this long. */
const QUIET_MS = 500;
/** How long after the pointer moves the page may take to start what that use loads. */
const USE_SETTLES_MS = 1500;

const h1Text = (page: Page) =>
  page.evaluate(() => document.querySelector('#root h1')?.textContent ?? '');

export async function measureRemoteScreen(
  browser: Browser,
  origin: string,
  stores: BenchRoute,
  screen: ScreenMove,
): Promise<RemoteScreenFigures> {
  const context = await browser.newContext(contextFor(stores, origin));
  const page = await context.newPage();
  try {
    let lastActivity = Date.now();
    const open = new Set<Request>();
    page.on('request', (request) => {
      open.add(request);
      lastActivity = Date.now();
    });
    const settled = (request: Request) => {
      open.delete(request);
      lastActivity = Date.now();
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    // Playwright's networkidle returns at once after the first time, so quiet is tracked here.
    const quiet = async () => {
      while (open.size > 0 || Date.now() - lastActivity < QUIET_MS) await page.waitForTimeout(100);
    };

    await page.goto(`${origin}${stores.path}`);
    await waitUntilVisible(page);
    await quiet();
    await page.mouse.move(20, 20);
    // What the use starts begins at the next idle moment (up to 3 s on a busy page).
    await page.waitForTimeout(USE_SETTLES_MS);
    await quiet();
    const landedOn = await h1Text(page);
    const after: Request[] = [];
    page.on('request', (request) => after.push(request));
    await screen.go(page);
    // The new screen shows when its own heading replaced the marketplace's.
    await page.waitForFunction(
      (before) => {
        const heading = document.querySelector(
          '#root [data-remote][data-phase="mounted"] h1, #root main h1',
        );
        return !!heading && heading.textContent !== before;
      },
      landedOn,
      { timeout: 30_000 },
    );
    await quiet();
    const scripts = after.filter((request) => request.resourceType() === 'script');
    const bytes = await Promise.all(
      scripts.map(async (request) =>
        (await request.response()) ? (await request.sizes()).responseBodySize : 0,
      ),
    );
    return {
      move: screen.move,
      jsGzipKB: Math.round(bytes.reduce((sum, size) => sum + size, 0) / 102.4) / 10,
      requests: after.length,
      scripts: scripts.map((request, at) => ({
        url: request.url(),
        bytes: bytes[at]!,
        beforeVisible: true,
      })),
    };
  } finally {
    await context.close();
  }
}
