/**
 * The live app, as opposed to a page's prerendered markup: on a prerendered page the app renders
 * into `#root` (hidden until it takes the markup's place), so a check that needs the app's own
 * state (the country the visit chose, a signed-in header) looks there.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export const liveApp = (page: Page): Locator => page.locator('#root');

/**
 * Waits until the live app has taken the prerendered markup's place: a click before that lands
 * on the markup, which follows links as full page loads.
 */
export async function waitForLiveApp(page: Page): Promise<void> {
  await expect(page.locator('#prerendered')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Opens `path` and waits for the live app: how a spec opens a page it then uses (a prerendered
 * page, or one that may be). Until the swap, a press on the markup before the shell's script
 * runs does nothing, and every test id is there twice (the markup's and the hidden live copy's).
 */
export async function gotoLive(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForLiveApp(page);
}
