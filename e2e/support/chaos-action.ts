/**
 * The table-driven chaos check of something the customer does (add to cart, save, pay): the
 * call fails each way in turn, the screen says so calmly and keeps what was typed or chosen, and
 * the same action succeeds once the fault is gone. The page runs on Playwright's clock: the
 * client's timeout and each failure's toast pass when the test moves time, not when it waits.
 */
import { expect, type Page } from '@playwright/test';
import { API_REQUEST_TIMEOUT_MS } from '@jara/contracts/constants';
import { breakCall, type CallKey, type Fault } from './chaos-faults';
import { expectNothingRaw } from './chaos-screen';
import { signInDemo } from './demo-sign-in';
import { moveTime, TOAST_GONE_AFTER_MS } from './page-time';

/** What a customer reads when the call failed: the API client's own sentences or the screen's. */
export const FAILURE_TEXT =
  /trouble right now|could not be read|could not|went wrong|error occurred|try again/i;

export interface ActionCase {
  title?: string;
  call: CallKey;
  signedIn?: boolean;
  /** Opens the screen and types or chooses what the action sends. */
  prepare: (page: Page) => Promise<void>;
  act: (page: Page) => Promise<void>;
  /** What the customer typed or chose is still there after a failure. */
  kept: (page: Page) => Promise<void>;
  /** The action went through. */
  done: (page: Page) => Promise<void>;
  faults?: readonly Fault[];
}

/** The API client's error toast: react-hot-toast renders it as a polite status. */
const failureToast = (page: Page) => page.getByRole('status').filter({ hasText: FAILURE_TEXT });

/** The screen's own alert, or the API client's toast, looked for at once. */
export async function expectCalmFailure(page: Page): Promise<void> {
  const message = page.getByRole('alert').or(failureToast(page));
  await expect(message.filter({ hasText: FAILURE_TEXT }).first()).toBeVisible();
  await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
  await expectNothingRaw(page);
}

function faultsOf(item: ActionCase): readonly Fault[] {
  return item.faults ?? ['500', 'not-json'];
}

/** A spec declares one test per case, named by this. */
export function actionCaseTitle(item: ActionCase): string {
  return `${item.title ?? item.call.key}: ${faultsOf(item).join(', ')}, then healed`;
}

export async function checkActionCase(page: Page, item: ActionCase): Promise<void> {
  await page.clock.install();
  if (item.signedIn) await signInDemo(page);
  await item.prepare(page);
  const faults = faultsOf(item);
  const fault = await breakCall(page, item.call, faults[0]!);
  for (const next of faults) {
    fault.become(next);
    const before = fault.hits();
    await item.act(page);
    await expect.poll(fault.hits).toBeGreaterThan(before);
    // A held request fails only when the client gives up on it.
    if (next === 'hang') await moveTime(page, API_REQUEST_TIMEOUT_MS);
    await expectCalmFailure(page);
    await item.kept(page);
    // The last failure's toast would pass for the next one's: the next try starts once it is gone.
    await moveTime(page, TOAST_GONE_AFTER_MS);
    await expect(failureToast(page)).toHaveCount(0);
  }
  await fault.heal();
  await item.act(page);
  await item.done(page);
}
