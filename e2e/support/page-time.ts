/**
 * Time on a page runs on Playwright's clock (`page.clock.install()` before the page loads):
 * what the site would do after a delay (a retry's back-off, a toast leaving, the prerendered
 * page's swap deadline, a poll) happens when the test moves time, never after a real wait.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { TOAST_DURATION_MS } from '@jara/contracts/constants';
import { SETTLE_MS as ANALYTICS_SETTLE_MS } from '@jara/shell/analytics-settle';

/**
 * Moves the page's time forward by `ms`, once no remote is loading: a remote loads in real time
 * against a timeout on the page's clock, which moving time would cut short (its slot would
 * show the remote as down).
 */
export async function moveTime(page: Page, ms: number): Promise<void> {
  await expect(page.locator('[data-remote][data-phase="loading"]')).toHaveCount(0);
  await page.clock.fastForward(ms);
}

/**
 * Moves the page's time forward a step at a time until `locator` shows: for waits made of
 * several timers with real work between them (a retry that fetches again, then waits again).
 */
export async function moveTimeUntilVisible(
  page: Page,
  locator: Locator,
  { stepMs = 1000, timeout = 15_000 }: { stepMs?: number; timeout?: number } = {},
): Promise<void> {
  await expect(async () => {
    await moveTime(page, stepMs);
    await expect(locator).toBeVisible({ timeout: 250 });
  }).toPass({ timeout });
}

/** react-hot-toast takes a dismissed toast off the page this long after (its exit animation). */
const TOAST_REMOVE_DELAY_MS = 1000;

/** From a toast showing to it being off the page: the site's toast duration, then its exit. */
export const TOAST_GONE_AFTER_MS = TOAST_DURATION_MS + TOAST_REMOVE_DELAY_MS;

/**
 * Past everything the shell puts off until after the first screen: the header's widgets, idle
 * work (realtime, the build poller, the tour) and, last, analytics on a page nobody touched.
 */
export const PAST_DEFERRED_WORK_MS = ANALYTICS_SETTLE_MS;
