/**
 * Issue 13, item 10: hostile text typed as a discount code at checkout, at a phone's width, is
 * refused beside the field and kept in it as typed.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { startCheckout } from '../support/checkout-flow';
import { expectRefused, guardAgainstHostileInput, PHONE_WIDTH } from '../support/hostile-input';
import { IN_BROWSER } from '@jara/testing/hostile-strings';

test('hostile text as a discount code is refused beside the field', async ({ page }) => {
  const guard = await guardAgainstHostileInput(page);
  await page.setViewportSize(PHONE_WIDTH);
  await startCheckout(page);
  const payment = page.getByRole('region', { name: 'Payment' });
  const code = payment.getByLabel('Discount code');

  for (const { name, text } of IN_BROWSER) {
    await test.step(name, async () => {
      await code.fill(text);
      await payment.getByRole('button', { name: 'Apply' }).click();
      await expectRefused(code);
      await expect(code).toHaveValue(text);
      await guard.expectClean();
    });
  }
});
