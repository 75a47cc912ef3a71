/**
 * Issue 13, item 10: hostile text in the wallet's amount and the gift card code, at a phone's
 * width. Neither is an amount nor a code: each is refused at its field before anything is sent,
 * and the wallet's balance stays as it was. A server's refusal of one long word wraps at the field.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { signInDemo } from '../support/demo-sign-in';
import { pathTo } from '@jara/contracts/site-paths';
import {
  expectNoSidewaysWithin,
  expectRefused,
  guardAgainstHostileInput,
  PHONE_WIDTH,
} from '../support/hostile-input';
import { IN_BROWSER } from '@jara/testing/hostile-strings';
import { balanceOnPage, demoWallet, naira, WALLET_PAGE } from '../support/wallet-flow';

/** The gift card form's own rule (redeem-giftcard.tsx). */
const NOT_A_CODE = 'Enter the code as it is on your gift card: letters, digits and dashes.';

test('hostile text as a top-up amount and as a gift card code is refused at the field', async ({
  page,
}) => {
  const guard = await guardAgainstHostileInput(page);
  const before = await demoWallet();
  await page.setViewportSize(PHONE_WIDTH);
  await signInDemo(page);
  await page.goto(WALLET_PAGE);
  await expect(balanceOnPage(page)).toHaveText(naira(before.balance));
  const amount = page.getByRole('textbox', { name: /Amount/ });

  for (const { name, text } of IN_BROWSER) {
    await test.step(`amount: ${name}`, async () => {
      await amount.fill(text);
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await expectRefused(amount, /Enter an amount between/);
      await expect(page).toHaveURL(WALLET_PAGE);
      await guard.expectClean();
    });
  }

  // Already signed in: the rewards screen opens straight away.
  await page.goto(pathTo('referral'));
  const form = page.getByRole('form', { name: 'Redeem a gift card' });
  const code = form.getByLabel(/^Gift card code/);
  for (const { name, text } of IN_BROWSER) {
    await test.step(`gift card code: ${name}`, async () => {
      await code.fill(text);
      await form.getByRole('button', { name: 'Redeem gift card' }).click();
      await expectRefused(code, NOT_A_CODE);
      await expect(code).toHaveValue(text);
      await guard.expectClean();
    });
  }

  await test.step('a server refusal of one long word', async () => {
    const message = IN_BROWSER.find(({ text }) => text.length > 1_000)!.text;
    await page.route('**/rewards_centre/redeem_giftcard/**', (route) =>
      route.fulfill({ status: 404, json: { status: 'error', message } }),
    );
    await code.fill('GIFT-0000');
    await form.getByRole('button', { name: 'Redeem gift card' }).click();
    await expectRefused(code, message);
    await expectNoSidewaysWithin(form);
    await guard.expectClean();
  });
  expect((await demoWallet()).balance).toBe(before.balance);
});
