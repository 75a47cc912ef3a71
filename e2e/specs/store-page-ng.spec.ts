/** A Nigerian store page on a phone: reviews, index, search, delivery estimate, in ₦. */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { checkStorePage } from '../support/store-page-flow';
import { storeWithMenu } from '../support/store-page-data';

test('a Nigerian store page at 390 px: reviews, index, search, delivery estimate', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await checkStorePage(page, await storeWithMenu('NG'));
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
