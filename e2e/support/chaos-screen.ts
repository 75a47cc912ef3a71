/**
 * The table-driven chaos check of a screen that loads a call: open it with the call broken, see
 * a calm error state (never a blank page, a crash or raw JSON), break it another way and retry,
 * then heal it and retry into the loaded screen.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { RAW_TEXT } from '@jara/testing/raw-text';
import { breakCall, QUICK_FAULTS, type CallKey, type Fault } from './chaos-faults';
import { signInDemo } from './demo-sign-in';
import { moveTimeUntilVisible } from './page-time';

export interface LoadCase {
  /** Names the test when one call is broken on several screens. */
  title?: string;
  call: CallKey;
  /** The page that makes the call when it opens (worked out from sandbox data if need be). */
  path: string | (() => Promise<string>);
  signedIn?: boolean;
  /** Steps after the page opens that make the call (a tab, a button). */
  open?: (page: Page) => Promise<void>;
  /** What the screen shows once the call answers. */
  loaded: (page: Page) => Locator;
  faults?: readonly Fault[];
  /**
   * The call checks its answer's shape (a `dataSchema` in shared/api), so a wrong shape is the
   * screen's own error like any other failure, never the remote's fallback.
   */
  shapeChecked?: boolean;
}

/** The page is still the site (header present) and shows nothing raw. */
export async function expectNothingRaw(page: Page): Promise<void> {
  await expect(page.getByRole('banner').first()).toBeVisible();
  expect(await page.locator('body').innerText()).not.toMatch(RAW_TEXT);
}

/** A screen's own error state with a retry. */
function errorState(page: Page): Locator {
  return page
    .getByRole('alert')
    .filter({ has: page.getByRole('button', { name: 'Try again' }) })
    .first();
}

const remoteFallback = (page: Page): Locator => page.locator('[data-remote-fallback]');

/**
 * 500 and unreadable answers are the screen's to explain; data of the wrong shape may instead
 * take the remote down to its own fallback (still calm, still recoverable), which `allowFallback`
 * accepts.
 */
async function expectCalmError(page: Page, allowFallback = false): Promise<void> {
  await expect(errorState(page)).toBeVisible();
  if (!allowFallback) await expect(remoteFallback(page)).toHaveCount(0);
  await expectNothingRaw(page);
}

/** Faults that never crash the screen come first: a wrong shape may leave only the fallback. */
const ORDER: Record<Fault, number> = { hang: 0, '500': 1, 'not-json': 2, 'wrong-shape': 3 };

/** The faults a case goes through, in the order that keeps the screen up the longest. */
function faultsOf(item: LoadCase): Fault[] {
  return [...(item.faults ?? QUICK_FAULTS)].sort((a, b) => ORDER[a] - ORDER[b]);
}

/** A spec declares one test per case, named by this. */
export function loadCaseTitle(item: LoadCase): string {
  return `${item.title ?? item.call.key}: ${faultsOf(item).join(', ')}, then healed`;
}

/**
 * Each fault in turn, each answered calmly with a retry, then healed and loaded. The page runs
 * on Playwright's clock: a 500 is tried again after a back-off (the query client's retries)
 * before the screen gives up, and the test moves time past it instead of waiting.
 */
export async function checkLoadCase(page: Page, item: LoadCase): Promise<void> {
  await page.clock.install();
  if (item.signedIn) await signInDemo(page);
  const [first, ...rest] = faultsOf(item) as [Fault, ...Fault[]];
  const fault = await breakCall(page, item.call, first);
  await page.goto(typeof item.path === 'string' ? item.path : await item.path());
  await item.open?.(page);
  const fallbackAllowed = (next: Fault) => next === 'wrong-shape' && !item.shapeChecked;
  await moveTimeUntilVisible(page, errorState(page));
  await expectCalmError(page, fallbackAllowed(first));
  for (const next of rest) {
    fault.become(next);
    const before = fault.hits();
    await errorState(page).getByRole('button', { name: 'Try again' }).click();
    await expect.poll(fault.hits).toBeGreaterThan(before);
    await moveTimeUntilVisible(page, errorState(page));
    await expectCalmError(page, fallbackAllowed(next));
  }
  await fault.heal();
  await errorState(page).getByRole('button', { name: 'Try again' }).click();
  await expect(item.loaded(page)).toBeVisible();
  await expect(remoteFallback(page)).toHaveCount(0);
}
