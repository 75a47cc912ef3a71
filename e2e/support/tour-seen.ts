/**
 * The guided tour starts on a customer's first visit to the marketplace and is remembered on the
 * device. Every spec but the tour's own (and the bench) starts as a device that has seen it, so
 * the tour's overlay never sits over what a spec is testing.
 */
import type { BrowserContext } from '@playwright/test';
import { TOUR } from '@jara/contracts/constants';
import { E2E_URLS } from './e2e-stack';

/** The shell's device key for "this device has seen the tour" (shell/src/features/tour). */
export const TOUR_SEEN_KEY = TOUR.seenStorageKey;

/**
 * Every page of `context` on the site starts as a device that has seen the tour, unless the page
 * already holds the key. An init script, not a storage state: Playwright applies a storage state
 * by opening a page of each origin as the context starts, 0.3 s of the browser's CPU and 0.4 s
 * a context on this machine.
 */
export async function markTourSeen(context: BrowserContext): Promise<void> {
  await context.addInitScript(
    ({ origin, key }) => {
      if (window.location.origin === origin && window.localStorage.getItem(key) === null) {
        window.localStorage.setItem(key, '1');
      }
    },
    { origin: E2E_URLS.site, key: TOUR_SEEN_KEY },
  );
}
