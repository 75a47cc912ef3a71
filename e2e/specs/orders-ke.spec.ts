/** Issue 9 in Kenya: a Kenyan customer's past order, its details in shillings, at 390 px. */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { signInDemo } from '../support/demo-sign-in';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { COUNTRIES, startIn } from '../support/listing-checks';
import { gotoLive } from '../support/live-app';
import { openDetails, openHistory } from '../support/orders-flow';

test("a Kenyan customer's history and order details are in KSh", async ({ page }) => {
  const kenya = COUNTRIES.find((run) => run.country === 'KE')!;
  await signInDemo(page, kenya.login);
  await startIn(page, 'KE', kenya.home, 390);
  await expect(page.getByTestId('account-menu')).toBeVisible();
  // The orders drawer lives in the marketplace's layouts.
  await gotoLive(page, '/stores');
  await expect(page.getByTestId('country-switch')).toHaveValue('KE');

  const history = await openHistory(page);
  await expect(history.getByTestId('past-order').first()).toContainText('KSh');
  await expectNoSeriousA11yViolations(page);

  const drawer = await openDetails(page, 'Nyama Mama Westlands', 'JR-NYM007');
  await expect(drawer.getByText('Riverside Drive, Westlands, Nairobi')).toBeVisible();
  await expect(drawer.getByText(/^KSh/).first()).toBeVisible();
  await expect(drawer.getByText('₦')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
