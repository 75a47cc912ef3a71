/**
 * Issue 13, item 10: hostile text in the marketplace search, typed or arriving in a shared
 * address, is searched for and echoed as text, at a phone's width. The box holds what the API
 * searches for (100 characters): a longer address is searched for as far as the box holds it.
 * The page showing it passes axe.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { expectShownAsText, guardAgainstHostileInput, PHONE_WIDTH } from '../support/hostile-input';
import { IN_BROWSER } from '@jara/testing/hostile-strings';

const SEARCH = '/marketplace/search';
/** The box's and the API's longest search (search-box.tsx, the sandbox's search route). */
const LONGEST_SEARCH = 100;

test('hostile text typed in the search box, or in its address, stays text', async ({ page }) => {
  const guard = await guardAgainstHostileInput(page);
  await page.setViewportSize(PHONE_WIDTH);
  await page.goto(SEARCH);
  const box = page.getByRole('searchbox', { name: 'Search stores and dishes' });
  const summary = page.getByRole('status').filter({ hasText: /Nothing matches|for “/ });

  for (const { name, text } of IN_BROWSER) {
    const searched = text.slice(0, LONGEST_SEARCH);
    await test.step(`typed: ${name}`, async () => {
      await box.fill(text);
      await expect(box).toHaveValue(searched);
      await expect(page).toHaveURL(/\?q=/);
      await expectShownAsText(summary, `“${searched}”`);
      await guard.expectClean();
    });
    await test.step(`from the address: ${name}`, async () => {
      await page.goto(`${SEARCH}?q=${encodeURIComponent(text)}`);
      await expect(box).toHaveValue(searched);
      await expectShownAsText(summary, `“${searched}”`);
      await guard.expectClean();
    });
  }
  // The page showing hostile text is still one a screen reader can use.
  await expectNoSeriousA11yViolations(page);
});
