/**
 * Issue 9: the address at checkout. The default saved address comes first; another one, pickup
 * and a new address through the location picker are each quoted again; a refused discount code
 * (hostile text included) shows beside the field as text while the totals stay.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { expectAccessibleAtBothWidths } from '../support/accessibility';
import { startCheckout, startNewAddressInYaba } from '../support/checkout-flow';

const HOSTILE = '"><img src=x onerror=alert(1)>';

test('choose a saved address, pickup or a new one; a refused code keeps the totals', async ({
  page,
}) => {
  const { vendor } = await startCheckout(page);
  const delivery = page.getByRole('region', { name: 'Delivery' });
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(delivery.getByRole('radio', { name: /^Home/ })).toBeChecked();
  await expectAccessibleAtBothWidths(page);

  const requoted = page.waitForRequest(
    (request) => request.url().includes('delivery_info') && request.url().includes('6.4988'),
  );
  await delivery.getByRole('radio', { name: /^Mum's place/ }).check();
  await requoted;

  await delivery
    .getByRole('radio', { name: `Pickup at ${vendor.business_name} ${vendor.address}` })
    .check();
  await expect(delivery.getByText('Pick up from')).toBeVisible();
  await expect(payment.locator('dt', { hasText: 'Delivery fee' }).locator('+ dd')).toHaveText(/0$/);

  const save = await startNewAddressInYaba(page, delivery);
  await save.getByLabel(/^Street and house number/).fill('5 Commercial Avenue');
  await save.getByLabel(/Name this address/).fill('Studio');
  await save.getByRole('button', { name: 'Save address' }).click();
  await expect(delivery.getByRole('radio', { name: /^Studio/ })).toBeChecked();

  const total = await payment.locator('dt:text-is("Total") + dd').textContent();
  await payment.getByLabel('Discount code').fill(HOSTILE);
  await payment.getByRole('button', { name: 'Apply' }).click();
  await expect(payment.getByRole('button', { name: 'Continue without a code' })).toBeVisible();
  await expect(payment.getByLabel('Discount code')).toHaveValue(HOSTILE);
  await expect(payment.locator('dt:text-is("Total") + dd')).toHaveText(total!);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expectAccessibleAtBothWidths(page);
});
