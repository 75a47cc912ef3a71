/**
 * The live app, as opposed to a page's prerendered markup: on a prerendered page the app renders
 * into `#root` (hidden until it takes the markup's place), so a check that needs the app's own
 * state (the country the visit chose, a signed-in header) looks there.
 */
import type { Locator, Page } from '@playwright/test';

export const liveApp = (page: Page): Locator => page.locator('#root');
