/**
 * The accessibility bar of every screen: axe finds no serious or critical violation. The
 * message names each rule and the elements it caught, so a failure says what to fix.
 *
 * axe runs in the page itself (legacy mode) and collects violations only. The default opens a
 * blank page per check to merge the frames' results, for pages with cross-origin iframes, which
 * the site has none of: on /stores that cost 3.4 s and 1.4 s of CPU a check against 1.3 s and
 * 0.4 s, over some 250 checks in the suite. axe's 550 KB source is injected once per document:
 * a check on a page that has it already (the second width) hands AxeBuilder an empty source.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING = new Set(['serious', 'critical']);

/**
 * The shell's toasts. They come and go on their own clock, fading in and out over the page, and
 * axe caught mid-fade reads half-transparent text as too faint: a check of a page leaves them
 * out, and the toast spec checks them at rest (`within: TOASTS`).
 */
export const TOASTS = '[data-rht-toaster]';

/** `within`: a selector to check alone (an open dialog), when the page behind is not the point. */
export async function expectNoSeriousA11yViolations(page: Page, within?: string): Promise<void> {
  await animationsFinished(page);
  const injected = await page.evaluate(() => 'axe' in window);
  const builder = new AxeBuilder({ page, ...(injected && { axeSource: ';' }) })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] });
  if (within) builder.include(within);
  if (within !== TOASTS) builder.exclude(TOASTS);
  const { violations } = await builder.analyze();
  const blocking = violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(blocking).toEqual([]);
}

/**
 * axe judges the page at rest: a dialog caught in its fade-in is half transparent. The suite
 * runs with less motion, which leaves few such animations; endless ones (a spinner) are left.
 */
async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * The check at a phone's width and at a desktop's, ending at `endAt` (where the spec goes on):
 * 1280 unless told.
 */
export async function expectAccessibleAtBothWidths(
  page: Page,
  { within, endAt = 1280 }: { within?: string; endAt?: 390 | 1280 } = {},
): Promise<void> {
  for (const width of endAt === 1280 ? [390, 1280] : [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await expectNoSeriousA11yViolations(page, within);
  }
}
