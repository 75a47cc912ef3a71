/** Issue 9 in Kenya: a Kenyan customer pays a Kenyan store by card, in shillings throughout. */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { expectAccessibleAtBothWidths } from '../support/accessibility';
import { signInDemo } from '../support/demo-sign-in';
import type { Product, Vendor } from '@jara/contracts/entities';
import { confirmedOrderReference, expectResult, placeOrderButton } from '../support/checkout-flow';
import { E2E_URLS } from '../support/e2e-stack';
import {
  expectHostedPage,
  paymentsOfOrder,
  payOnHostedPage,
  TEST_CARDS,
} from '../support/hosted-payment';
import { COUNTRIES, startIn } from '../support/listing-checks';
import { addToCart, openStore } from '../support/site-flows';

async function kenyan<T>(path: string): Promise<T> {
  const response = await fetch(`${E2E_URLS.api}${path}`, { headers: { location: 'KE' } });
  return ((await response.json()) as { data: T }).data;
}

/** An open Kenyan store's dish without add-ons that alone meets the store's minimum order. */
async function kenyanDish(): Promise<{ vendor: Vendor; product: Product }> {
  const vendors = await kenyan<{ items: Vendor[] }>('/marketplace/vendors?per_page=30');
  for (const vendor of vendors.items.filter((each) => each.is_open)) {
    const products = await kenyan<Product[]>(`/marketplace/vendors/${vendor.slug}/products`);
    const product = products.find(
      (each) =>
        each.is_available && each.addon_groups.length === 0 && each.price >= vendor.minimum_order,
    );
    if (product) return { vendor, product };
  }
  throw new Error('the sandbox seed has no Kenyan dish that meets its minimum order');
}

test('a Kenyan customer pays by card in KSh and the order is placed', async ({ page }) => {
  const kenya = COUNTRIES.find((run) => run.country === 'KE')!;
  const { vendor, product } = await kenyanDish();
  await signInDemo(page, kenya.login);
  await startIn(page, 'KE', kenya.home, 390);
  await expect(page.getByTestId('account-menu')).toBeVisible();

  await openStore(page, vendor);
  await addToCart(page, product);
  await page.getByTestId('cart-button').click();
  await page
    .getByRole('dialog', { name: 'Your cart' })
    .getByRole('region', { name: vendor.business_name })
    .getByRole('button', { name: 'Checkout' })
    .click();
  await expect(placeOrderButton(page)).toBeEnabled();
  await expect(placeOrderButton(page)).toContainText('KSh');
  await expectAccessibleAtBothWidths(page);

  const total = ((await placeOrderButton(page).textContent()) ?? '').replace(/^Place order · /, '');
  await page.getByRole('radio', { name: 'Card' }).check();
  await placeOrderButton(page).click();
  await expectHostedPage(page, total.trim());
  await payOnHostedPage(page, TEST_CARDS.succeeds);
  await expectResult(page, 'Order placed');
  await expect(page.getByText('Total paid')).toContainText('KSh');

  const reference = new URL(page.url()).searchParams.get('reference') ?? '';
  const payments = await paymentsOfOrder(await confirmedOrderReference(page));
  expect(payments).toEqual([
    expect.objectContaining({ reference, status: 'succeeded', currency: 'KES' }),
  ]);
});
