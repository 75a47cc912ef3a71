/**
 * Issue 13 item 10, chaos: adding to a cart and placing an order with the call answered 500 and
 * garbage; the customer is told, the cart and checkout keep what was chosen, and the same click
 * succeeds once the server answers.
 *
 * Placing an order is proved beside the checkout screen, through the real API client at the
 * network (`remotes/checkout/src/screens/checkout/checkout-screen-faults.test.tsx`). The browser
 * keeps adding a dish, which runs in the storefront and is counted by the checkout's button.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { actionCaseTitle, checkActionCase, type ActionCase } from '../support/chaos-action';
import { addToCart, cartCount, findSimpleProduct, openStore } from '../support/site-flows';

const ACTION_CASES: ActionCase[] = [
  {
    call: { key: 'POST /marketplace/cart/items' },
    signedIn: true,
    prepare: async (page) => {
      const { vendor } = await findSimpleProduct();
      await openStore(page, vendor);
      await expect(cartCount(page)).toHaveText('2');
    },
    act: async (page) => addToCart(page, (await findSimpleProduct()).product),
    kept: async (page) => expect(cartCount(page)).toHaveText('2'),
    done: async (page) => expect(cartCount(page)).toHaveText('3'),
  },
];

for (const item of ACTION_CASES) {
  test(actionCaseTitle(item), ({ page }) => checkActionCase(page, item));
}
