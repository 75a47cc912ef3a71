/**
 * Issue 13, item 10: hostile text as a pay-for-me link, at a phone's width, is taken as no link
 * at all: the page explains pay-for-me and looks nothing up.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { pathTo } from '@jara/contracts/site-paths';
import { guardAgainstHostileInput, PHONE_WIDTH } from '../support/hostile-input';
import { IN_BROWSER } from '@jara/testing/hostile-strings';

test('hostile text as a pay-for-me link is no link at all', async ({
  page,
  customer: _signedIn,
}) => {
  const guard = await guardAgainstHostileInput(page);
  await page.setViewportSize(PHONE_WIDTH);
  const linkLookups: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/pay_for_me/')) linkLookups.push(request.url());
  });

  for (const { name, text } of IN_BROWSER) {
    await test.step(name, async () => {
      await page.goto(`${pathTo('pay-for-me')}?link=${encodeURIComponent(text)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Let someone else pay for your order',
      );
      expect(linkLookups).toEqual([]);
      await guard.expectClean();
    });
  }
});
