/**
 * Issue 13, item 10: hostile text in the marketplace search, typed and then read back from the
 * address after a reload, is searched for and echoed as text, at a phone's width.
 */
import { expect, test } from '@playwright/test';
import {
  expectShownAsText,
  guardAgainstHostileInput,
  HOSTILE_STRINGS,
  PHONE_WIDTH,
} from '../support/hostile-input';

test('hostile text typed in the search box, or in its address, stays text', async ({ page }) => {
  const guard = await guardAgainstHostileInput(page);
  await page.setViewportSize(PHONE_WIDTH);
  await page.goto('/marketplace/search');
  const box = page.getByRole('searchbox', { name: 'Search stores and dishes' });
  const summary = page.getByRole('status').filter({ hasText: /Nothing matches|for “/ });

  for (const { name, text } of HOSTILE_STRINGS) {
    await test.step(`typed: ${name}`, async () => {
      await box.fill(text);
      await expect(page).toHaveURL(/\?q=/);
      await expectShownAsText(summary, `“${text}”`);
      await guard.expectClean();
    });
    await test.step(`from the address: ${name}`, async () => {
      await page.reload();
      await expect(box).toHaveValue(text);
      await expectShownAsText(summary, `“${text}”`);
      await guard.expectClean();
    });
  }
});
