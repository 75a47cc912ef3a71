/**
 * Issue 13 item 10, chaos: placing an order with the call answered 500 and garbage; the customer
 * is told, the checkout keeps what was chosen, and the same click succeeds once the server answers.
 */
import { expect } from '@playwright/test';
import { describeActionCases } from '../support/chaos-action';
import { checkoutASimpleDish, placeOrderButton } from '../support/checkout-flow';
import { expectHostedPage } from '../support/hosted-payment';

describeActionCases([
  {
    call: { key: 'POST /marketplace/orders' },
    signedIn: true,
    resetsData: true,
    prepare: async (page) => {
      await page.goto('/stores');
      await checkoutASimpleDish(page);
      await page.getByRole('radio', { name: 'Card' }).check();
    },
    act: async (page) => placeOrderButton(page).click(),
    kept: async (page) => {
      await expect(page.getByRole('radio', { name: 'Card' })).toBeChecked();
      await expect(placeOrderButton(page)).toBeEnabled();
    },
    done: async (page) => expectHostedPage(page, /₦/),
  },
]);
