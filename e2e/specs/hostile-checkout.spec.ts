/**
 * Issue 13, item 10: hostile text at checkout, at a phone's width: as a discount code (refused
 * beside the field), as the name of a new delivery address (kept, and shown as text among the
 * choices; refused over the API's 60 characters), and as a pay-for-me link (taken as no link at
 * all: the page explains pay-for-me).
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { pathTo } from '@jara/contracts/site-paths';
import { startCheckout } from '../support/checkout-flow';
import {
  expectRefused,
  expectShownAsText,
  guardAgainstHostileInput,
  HOSTILE_STRINGS,
  PHONE_WIDTH,
} from '../support/hostile-input';

/** The API's longest address name. */
const LONGEST_LABEL = 60;

test('hostile text as a discount code, a delivery address name and a payment link', async ({
  page,
}) => {
  const guard = await guardAgainstHostileInput(page);
  await page.setViewportSize(PHONE_WIDTH);
  await startCheckout(page);
  const payment = page.getByRole('region', { name: 'Payment' });
  const delivery = page.getByRole('region', { name: 'Delivery' });
  const code = payment.getByLabel('Discount code');

  for (const { name, text } of HOSTILE_STRINGS) {
    await test.step(`discount code: ${name}`, async () => {
      await code.fill(text);
      await payment.getByRole('button', { name: 'Apply' }).click();
      await expectRefused(code);
      await expect(code).toHaveValue(text);
      await guard.expectClean();
    });
  }

  for (const { name, text } of HOSTILE_STRINGS) {
    await test.step(`delivery address name: ${name}`, async () => {
      await delivery.getByRole('button', { name: 'Add a new address' }).click();
      const picker = page.getByRole('dialog', { name: 'Add a delivery address' });
      await picker.getByLabel(/^Search for your area/).fill('Yaba');
      await picker.getByRole('button', { name: /Yaba/ }).first().click();
      await expect(picker).toBeHidden();
      const save = delivery.getByRole('form', { name: 'Save this address' });
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

  // No token is made of these: the page treats each as no link at all and asks nothing for it.
  const linkLookups: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/pay_for_me/')) linkLookups.push(request.url());
  });
  for (const { name, text } of HOSTILE_STRINGS) {
    await test.step(`pay-for-me link: ${name}`, async () => {
      await page.goto(`${pathTo('pay-for-me')}?link=${encodeURIComponent(text)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Let someone else pay for your order',
      );
      expect(linkLookups).toEqual([]);
      await guard.expectClean();
    });
  }
});
