/**
 * Pay-for-me as its two people use it: the customer checks out choosing "Someone else pays" and
 * lands on their link's page; whoever they send it to opens it, with no account, and pays.
 */
import { expect, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility';
import { addToCart, findSimpleProduct, openStore, type SimpleProduct } from './site-flows';

export interface PayForMeLink extends SimpleProduct {
  /** The path and query of the link, as the customer shares it. */
  link: string;
}

export const PAYMENT_LINK_PATH = /\/store\/checkout\/pay-for-me\?link=[\w-]+$/;

/** The signed-in customer fills a cart, checks out for pickup with "Someone else pays". */
export async function checkOutForSomeoneElse(page: Page): Promise<PayForMeLink> {
  const found = await findSimpleProduct();
  await openStore(page, found.vendor);
  await addToCart(page, found.product);
  await page.getByTestId('cart-button').click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await drawer
    .getByRole('region', { name: found.vendor.business_name })
    .getByRole('button', { name: 'Checkout' })
    .click();

  await page.getByRole('radio', { name: /^Pickup at/ }).check();
  await page.getByRole('radio', { name: /^Someone else pays/ }).check();
  await page.getByRole('button', { name: /^Place order/ }).click();

  await page.waitForURL(PAYMENT_LINK_PATH);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Waiting for someone to pay');
  const link = await page.getByLabel('Payment link').inputValue();
  return { ...found, link: new URL(link).pathname + new URL(link).search };
}

/** Someone with no account on the site, in a browser of their own. */
export async function openAsPayer(browser: Browser, link: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  return page;
}

/** The amount on the payer's "Pay ₦1,234" button, as the provider's page must show it. */
export async function amountToPay(page: Page): Promise<string> {
  const label = await page.getByRole('button', { name: /^Pay / }).textContent();
  return (label ?? '').replace(/^Pay /, '').trim();
}

/** axe on what the page shows now, at the phone width and the desktop width. */
export async function expectAccessibleAtBothWidths(page: Page): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await expectNoSeriousA11yViolations(page);
  }
}
