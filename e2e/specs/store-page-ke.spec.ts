/** A Kenyan store page on a desktop: reviews, index, search, delivery estimate, in KSh. */
import { test } from '../support/e2e-test';
import { checkStorePage } from '../support/store-page-flow';
import { storeWithMenu } from '../support/store-page-data';
import { shopIn } from '../support/listing-checks';

test('a Kenyan store page at 1280 px, priced in KSh', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await shopIn(page, 'KE');
  await checkStorePage(page, await storeWithMenu('KE'));
});
