/** The demo customer at a Kenyan store's checkout, on a phone, in shillings. */
import { expect, type Page } from '@playwright/test';
import { placeOrderButton } from './checkout-flow';
import { signInDemo } from './demo-sign-in';
import { COUNTRIES, startIn } from './listing-checks';
import { addToCart, openStore } from './site-flows';
import { dishAgainstMinimum, type StoreDish } from './store-page-data';

/** A dish of an open Kenyan store that alone meets its minimum, in its cart, at checkout (390 px). */
export async function startKenyanCheckout(page: Page): Promise<StoreDish> {
  const kenya = COUNTRIES.find((run) => run.country === 'KE')!;
  const dish = await dishAgainstMinimum(
    (price, minimum) => price >= minimum,
    undefined,
    undefined,
    'KE',
  );
  await signInDemo(page, kenya.login);
  await startIn(page, 'KE', kenya.home, 390);
  await expect(page.getByTestId('account-menu')).toBeVisible();

  await openStore(page, dish.vendor);
  await addToCart(page, dish.product);
  await page.getByTestId('cart-button').click();
  await page
    .getByRole('dialog', { name: 'Your cart' })
    .getByRole('region', { name: dish.vendor.business_name })
    .getByRole('button', { name: 'Checkout' })
    .click();
  await expect(placeOrderButton(page)).toBeEnabled();
  await expect(placeOrderButton(page)).toContainText('KSh');
  return dish;
}
