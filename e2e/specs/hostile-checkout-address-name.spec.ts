/**
 * Issue 13, item 10: hostile text as the name of a new delivery address at checkout, at a
 * phone's width: kept, and shown as text among the choices; refused over the API's 60
 * characters.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { startCheckout, startNewAddressInYaba } from '../support/checkout-flow';
import {
  expectRefused,
  expectShownAsText,
  guardAgainstHostileInput,
  PHONE_WIDTH,
} from '../support/hostile-input';
import { IN_BROWSER } from '@jara/testing/hostile-strings';

/** The API's longest address name. */
const LONGEST_LABEL = 60;

test('hostile text as a delivery address name is kept as text, or refused when too long', async ({
  page,
}) => {
  const guard = await guardAgainstHostileInput(page);
  await page.setViewportSize(PHONE_WIDTH);
  await startCheckout(page);
  const delivery = page.getByRole('region', { name: 'Delivery' });

  for (const { name, text } of IN_BROWSER) {
    await test.step(name, async () => {
      const save = await startNewAddressInYaba(page, delivery);
      await save.getByLabel(/^Street and house number/).fill('5 Commercial Avenue');
      const label = save.getByLabel(/Name this address/);
      await label.fill(text);
      await save.getByRole('button', { name: 'Save address' }).click();
      if (text.length > LONGEST_LABEL) {
        await expectRefused(label, /may not be greater than 60/);
        await guard.expectClean();
        await save.getByRole('button', { name: 'Not now' }).click();
        return;
      }
      await expect(save).toBeHidden();
      const checked = page.getByRole('radio', { checked: true });
      const chosen = delivery.locator('label').filter({ has: checked });
      await expectShownAsText(chosen, text);
      await guard.expectClean();
    });
  }
});
