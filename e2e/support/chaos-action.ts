/**
 * The table-driven chaos check of something the customer does (add to cart, save, pay): the
 * call fails each way in turn, the screen says so calmly and keeps what was typed or chosen, and
 * the same action succeeds once the fault is gone.
 */
import { expect, test, type Page } from '@playwright/test';
import { breakCall, type CallKey, type Fault } from './chaos-faults';
import { expectNothingRaw } from './chaos-screen';
import { signedInDevice } from './chaos-session';
import { resetSandbox } from './sandbox-control';

/** What a customer reads when the call failed: the API client's own sentences or the screen's. */
export const FAILURE_TEXT =
  /trouble right now|could not be read|could not|went wrong|error occurred|try again/i;

export interface ActionCase {
  title?: string;
  call: CallKey;
  signedIn?: boolean;
  /** The action writes: the sandbox's seed comes back first (before any sign-in). */
  resetsData?: boolean;
  /** Opens the screen and types or chooses what the action sends. */
  prepare: (page: Page) => Promise<void>;
  act: (page: Page) => Promise<void>;
  /** What the customer typed or chose is still there after a failure. */
  kept: (page: Page) => Promise<void>;
  /** The action went through. */
  done: (page: Page) => Promise<void>;
  faults?: readonly Fault[];
}

/**
 * A held request fails only when the API client gives up on it: its axios timeout (20 s,
 * `shared/api/src/http-clients.ts`, not exported to other packages) and a margin.
 */
const WAIT_FOR_TIMEOUT = { timeout: 25_000 };

/** The API client's error toast: react-hot-toast renders it as a polite status, gone after 3 s. */
const failureToast = (page: Page) => page.getByRole('status').filter({ hasText: FAILURE_TEXT });

/** The screen's own alert, or the API client's toast, looked for at once. */
export async function expectCalmFailure(page: Page, fault: Fault = '500'): Promise<void> {
  const message = page.getByRole('alert').or(failureToast(page));
  await expect(message.filter({ hasText: FAILURE_TEXT }).first()).toBeVisible(
    fault === 'hang' ? WAIT_FOR_TIMEOUT : {},
  );
  await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
  await expectNothingRaw(page);
}

export function describeActionCases(cases: readonly ActionCase[]): void {
  for (const item of cases) {
    const faults = item.faults ?? (['500', 'not-json'] as const);
    test(`${item.title ?? item.call.key}: ${faults.join(', ')}, then healed`, async ({ page }) => {
      if (faults.includes('hang')) test.setTimeout(90_000);
      if (item.resetsData) await resetSandbox();
      if (item.signedIn) await signedInDevice(page);
      await item.prepare(page);
      const [first, ...rest] = faults as [Fault, ...Fault[]];
      const fault = await breakCall(page, item.call, first);
      for (const next of [first, ...rest]) {
        fault.become(next);
        // The last failure's toast would pass for this one's: the next try starts once it is gone.
        await expect(failureToast(page)).toHaveCount(0);
        const before = fault.hits();
        await item.act(page);
        await expect.poll(fault.hits).toBeGreaterThan(before);
        await expectCalmFailure(page, next);
        await item.kept(page);
      }
      await fault.heal();
      await item.act(page);
      await item.done(page);
    });
  }
}
