/**
 * Issue 13 item 10, chaos: what a customer changes (an address, a cart line, a favourite, a
 * rating, an order again, a pay-for-me link) sent while its call answers 500 and garbage; the
 * customer is told, what they typed or chose stays, and the same action succeeds once healed.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import type { Curation } from '@jara/contracts/entities';
import { ADDRESS_BOOK, addressCard, pickArea } from '../support/account-flow';
import { cartDrawer, openCartDrawer } from '../support/cart-flow';
import { actionCaseTitle, checkActionCase, type ActionCase } from '../support/chaos-action';
import { checkoutASimpleDish, placeOrderButton } from '../support/checkout-flow';
import { E2E_URLS } from '../support/e2e-stack';
import { openDetails, openHistory } from '../support/orders-flow';
import { cartCount } from '../support/site-flows';

const PICKER = 'Where is this address?';
const STREET = '3 Herbert Macaulay Way';
const COMMENT = 'The suya came hot, thank you.';
const newAddress = (page: Page) => page.getByRole('form', { name: 'New address' });
const editOffice = (page: Page) => page.getByRole('form', { name: 'Edit Office' });
const deleteOffice = (page: Page) => page.getByRole('dialog', { name: 'Delete Office?' });
const ordersDrawer = (page: Page) => page.getByRole('dialog', { name: 'Your orders' });
/** A line's own remove button, not one of its add-ons' ("Remove Pepper from Suya"). */
const REMOVE_LINE = /^Remove (?!.* from )/;

/** The first store the curations feature, which the demo customer has not saved. */
async function featuredStoreName(): Promise<string> {
  const response = await fetch(`${E2E_URLS.api}/marketplace/curations`, {
    headers: { location: 'NG', accept: 'application/json' },
  });
  const curations = ((await response.json()) as { data: Curation[] }).data;
  return curations[0]!.products[0]!.vendor.business_name;
}

async function openLekkiGrillOrder(page: Page): Promise<void> {
  await page.goto('/stores');
  await openHistory(page);
  await openDetails(page, 'Lekki Grill House', 'JR-LGH002');
}

const ACTION_CASES: ActionCase[] = [
  {
    title: 'POST marketplace/address (new address)',
    call: { key: 'POST marketplace/address' },
    signedIn: true,
    prepare: async (page) => {
      await page.goto(ADDRESS_BOOK);
      await page.getByRole('button', { name: 'Add an address' }).click();
      await pickArea(page, PICKER, 'Yaba');
      await newAddress(page)
        .getByLabel(/^Street and house number/)
        .fill(STREET);
      await newAddress(page).getByRole('button', { name: 'Other' }).click();
      await newAddress(page)
        .getByLabel(/^Name this address/)
        .fill('Studio');
    },
    act: async (page) => newAddress(page).getByRole('button', { name: 'Save address' }).click(),
    kept: async (page) =>
      expect(newAddress(page).getByLabel(/^Street and house number/)).toHaveValue(STREET),
    done: async (page) =>
      expect(addressCard(page, 'Studio').getByText(`${STREET}, Yaba, Lagos`)).toBeVisible(),
  },
  {
    title: 'PUT marketplace/address/{id} (edit)',
    call: { key: 'PUT marketplace/address/{id}' },
    signedIn: true,
    prepare: async (page) => {
      await page.goto(ADDRESS_BOOK);
      await addressCard(page, 'Office').getByRole('button', { name: 'Edit Office' }).click();
      await editOffice(page)
        .getByLabel(/^Street and house number/)
        .fill(STREET);
    },
    act: async (page) => editOffice(page).getByRole('button', { name: 'Save address' }).click(),
    kept: async (page) =>
      expect(editOffice(page).getByLabel(/^Street and house number/)).toHaveValue(STREET),
    done: async (page) =>
      expect(addressCard(page, 'Office').getByText(new RegExp(`^${STREET}, `))).toBeVisible(),
  },
  {
    title: 'DELETE marketplace/address/{id}',
    call: { key: 'DELETE marketplace/address/{id}' },
    signedIn: true,
    prepare: async (page) => {
      await page.goto(ADDRESS_BOOK);
    },
    act: async (page) => {
      if (!(await deleteOffice(page).isVisible())) {
        await addressCard(page, 'Office').getByRole('button', { name: 'Delete Office' }).click();
      }
      await deleteOffice(page).getByRole('button', { name: 'Delete address' }).click();
    },
    kept: async (page) => expect(addressCard(page, 'Office')).toBeVisible(),
    done: async (page) => expect(addressCard(page, 'Office')).toHaveCount(0),
  },
  {
    title: 'PUT /marketplace/cart/{id}/items (one more)',
    call: { key: 'PUT /marketplace/cart/{id}/items' },
    signedIn: true,
    prepare: async (page) => {
      await page.goto('/stores');
      await expect(cartCount(page)).toHaveText('2');
      await openCartDrawer(page);
    },
    act: async (page) =>
      cartDrawer(page)
        .getByRole('button', { name: /^One more / })
        .first()
        .click(),
    kept: async (page) => expect(cartCount(page)).toHaveText('2'),
    done: async (page) => expect(cartCount(page)).toHaveText('3'),
  },
  {
    title: 'POST /marketplace/cart/{id}/items/delete (remove a line)',
    call: { key: 'POST /marketplace/cart/{id}/items/delete' },
    signedIn: true,
    prepare: async (page) => {
      await page.goto('/stores');
      await expect(cartCount(page)).toHaveText('2');
      await openCartDrawer(page);
    },
    act: async (page) =>
      cartDrawer(page).getByRole('button', { name: REMOVE_LINE }).first().click(),
    kept: async (page) => expect(cartCount(page)).toHaveText('2'),
    done: async (page) => expect(cartCount(page)).not.toHaveText('2'),
  },
  {
    title: 'POST /marketplace/vendors/favourites/{id} (save a store)',
    call: { key: 'POST /marketplace/vendors/favourites/{id}' },
    signedIn: true,
    prepare: async (page) => {
      await page.goto('/marketplace/stores/curations');
    },
    act: async (page) =>
      page.getByRole('button', { name: `Save ${await featuredStoreName()} to favourites` }).click(),
    kept: async (page) =>
      expect(
        page.getByRole('button', { name: `Save ${await featuredStoreName()} to favourites` }),
      ).toHaveAttribute('aria-pressed', 'false'),
    done: async (page) =>
      expect(
        page.getByRole('button', { name: `Remove ${await featuredStoreName()} from favourites` }),
      ).toHaveAttribute('aria-pressed', 'true'),
  },
  {
    title: 'POST /marketplace/feedback/{vendorId}/order/{orderId} (rate an order)',
    call: { key: 'POST /marketplace/feedback/{vendorId}/order/{orderId}' },
    signedIn: true,
    prepare: async (page) => {
      await openLekkiGrillOrder(page);
      const stars = ordersDrawer(page).getByRole('group', { name: 'How was Lekki Grill House?' });
      await stars.getByRole('radio', { name: '3 stars' }).focus();
      await page.keyboard.press('ArrowRight');
      await ordersDrawer(page).getByLabel('Comment (optional)').fill(COMMENT);
    },
    act: async (page) => ordersDrawer(page).getByRole('button', { name: 'Send rating' }).click(),
    kept: async (page) => {
      await expect(ordersDrawer(page).getByLabel('Comment (optional)')).toHaveValue(COMMENT);
      await expect(ordersDrawer(page).getByRole('radio', { name: '4 stars' })).toBeChecked();
    },
    done: async (page) =>
      expect(ordersDrawer(page).getByTestId('order-rating')).toContainText(COMMENT),
  },
  {
    title: 'POST marketplace/orders/repeat (order again)',
    call: { key: 'POST marketplace/orders/repeat' },
    signedIn: true,
    prepare: openLekkiGrillOrder,
    act: async (page) => ordersDrawer(page).getByRole('button', { name: 'Order again' }).click(),
    kept: async (page) => {
      await expect(ordersDrawer(page).getByRole('button', { name: 'Order again' })).toBeEnabled();
      await expect(cartCount(page)).toHaveText('2');
    },
    done: async (page) => expect(cartDrawer(page)).toContainText('Lekki Grill House'),
  },
  {
    title: 'POST /marketplace/pay_for_me (the link)',
    call: { key: 'POST /marketplace/pay_for_me' },
    signedIn: true,
    prepare: async (page) => {
      await page.goto('/stores');
      await checkoutASimpleDish(page);
      await page.getByRole('radio', { name: /^Someone else pays/ }).check();
    },
    act: async (page) => placeOrderButton(page).click(),
    kept: async (page) => {
      await expect(page.getByRole('radio', { name: /^Someone else pays/ })).toBeChecked();
      await expect(placeOrderButton(page)).toBeEnabled();
    },
    done: async (page) =>
      expect(page.getByRole('heading', { level: 1 })).toHaveText('Waiting for someone to pay'),
  },
];

for (const item of ACTION_CASES) {
  test(actionCaseTitle(item), ({ page }) => checkActionCase(page, item));
}
