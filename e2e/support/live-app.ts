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
