/**
 * The checks every hostile-input case ends with (issue 13, item 10): nothing the customer types
 * runs, breaks the page, or pushes it sideways at a phone's width. The strings are
 * `@jara/testing/hostile-strings`: each field's jest test takes all of them, a spec the two only a
 * browser can judge (`IN_BROWSER`).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { watchCspViolations } from './csp-violations';

export const PHONE_WIDTH = { width: 390, height: 844 };

export interface HostileGuard {
  /** Nothing ran, nothing was blocked, nothing crashed, nothing scrolls sideways. */
  expectClean(): Promise<void>;
}

/** Listens from the first document on: call before the first `goto`. */
export async function guardAgainstHostileInput(page: Page): Promise<HostileGuard> {
  const csp = await watchCspViolations(page);
  const crashes: string[] = [];
  const dialogs: string[] = [];
  page.on('pageerror', (error) => crashes.push(error.message));
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return {
    async expectClean() {
      const pwned = await page.evaluate(() => (window as Window & { __pwned?: unknown }).__pwned);
      expect(pwned, 'no injected script ran').toBeUndefined();
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
      expect(dialogs, 'no dialog opened').toEqual([]);
      expect(crashes, 'no uncaught error').toEqual([]);
      expect(csp.consoleErrors(), 'no CSP console error').toEqual([]);
      expect(await csp.violations(), 'no CSP violation').toEqual([]);
      const sideways = await page.evaluate(
        () => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth,
      );
      expect(sideways, 'no horizontal scroll').toBeLessThanOrEqual(0);
    },
  };
}

/** The string shows as the literal text it is, somewhere in `scope`. */
export async function expectShownAsText(scope: Locator, text: string): Promise<void> {
  await expect(scope).toContainText(text);
}

/** The field was refused with a message of its own: flagged invalid and described by it. */
export async function expectRefused(
  field: Locator,
  message: string | RegExp = /\S/,
): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(
    typeof message === 'string' ? new RegExp(escapeRegExp(message)) : message,
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A dialog holds its own content: a scrolling box inside it (its body) would hide a sideways
 * overflow from the page, so every element in `scope` is asked. Text boxes scroll their own
 * text by design and are left out.
 */
export async function expectNoSidewaysWithin(scope: Locator): Promise<void> {
  const widest = await scope.evaluate((root) =>
    Math.max(
      ...[root, ...root.querySelectorAll('*')]
        .filter((element) => element instanceof HTMLElement)
        .filter((element) => !element.matches('input, textarea'))
        .map((element) => element.scrollWidth - element.clientWidth),
    ),
  );
  expect(widest, 'no horizontal scroll inside').toBeLessThanOrEqual(1);
}
