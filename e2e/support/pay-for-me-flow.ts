/**
 * Pay-for-me as its two people use it: the customer checks out choosing "Someone else pays" and
 * lands on their link's page; whoever they send it to opens it, with no account, and pays.
 */
import { expect, type Browser, type Page } from '@playwright/test';
import { placeOrderButton, startCheckout } from './checkout-flow';
import type { SimpleProduct } from './site-flows';
import { markTourSeen } from './tour-seen';

export interface PayForMeLink extends SimpleProduct {
  /** The path and query of the link, as the customer shares it. */
  link: string;
}

/** The demo customer fills a cart and checks out with "Someone else pays". */
export async function checkOutForSomeoneElse(page: Page): Promise<PayForMeLink> {
  const found = await startCheckout(page);
  await page.getByRole('radio', { name: /^Someone else pays/ }).check();
  await placeOrderButton(page).click();

  await page.waitForURL(/\/store\/checkout\/pay-for-me\?link=[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Waiting for someone to pay');
  const link = new URL(await page.getByLabel('Payment link').inputValue());
  return { ...found, link: link.pathname + link.search };
}

/** Someone with no account on the site, in a browser of their own. */
export async function openAsPayer(browser: Browser, link: string): Promise<Page> {
  const context = await browser.newContext();
  await markTourSeen(context);
  const page = await context.newPage();
  await page.goto(link);
  return page;
}

/** The amount on the payer's "Pay ₦1,234" button, as the provider's page must show it. */
export async function amountToPay(page: Page): Promise<string> {
  const label = await page.getByRole('button', { name: /^Pay / }).textContent();
  return (label ?? '').replace(/^Pay /, '').trim();
}
