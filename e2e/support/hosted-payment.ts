/**
 * The payment provider stand-in's hosted page, as a customer uses it: the sandbox serves it at
 * `{api origin}/pay/{reference}`. Its test cards and OTP are the sandbox's (README, "Payments").
 */
import { expect, type Page } from '@playwright/test';
import type { PaymentRedirect } from '@jara/contracts/entities';
import { customerCall } from './customer-api';
import { E2E_URLS } from './e2e-stack';
import { sandboxCall } from './sandbox-control';

export const TEST_CARDS = {
  succeeds: '4084 0840 8408 4081',
  insufficientFunds: '4000 0000 0000 9995',
  asksForOtp: '5060 6666 6666 6666 666',
} as const;

export const TEST_OTP = '123456';

/** Waits for the provider's page, which names the merchant and the amount. */
export async function expectHostedPage(page: Page, amount: string | RegExp): Promise<void> {
  await page.waitForURL(/\/pay\/[^/?]+/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Jara');
  await expect(page.getByTestId('payment-amount')).toHaveText(amount);
}

/** The hosted page's tabs: the ways of the payment's country (README of the sandbox, "Payments"). */
export type PaymentWay = 'Card' | 'Bank transfer' | 'USSD' | 'M-Pesa';

/** Opens the tab of `way`, unless it is open already (the country's usual way is). */
export async function chooseWay(page: Page, way: PaymentWay): Promise<void> {
  const tab = page
    .getByRole('navigation', { name: 'Ways to pay' })
    .getByRole('link', { name: way, exact: true });
  if ((await tab.getAttribute('aria-current')) !== 'page') await tab.click();
  await expect(tab).toHaveAttribute('aria-current', 'page');
}

/** Pays with `card` (and the OTP when the card asks for one); the provider sends the page back. */
export async function payOnHostedPage(page: Page, card: string): Promise<void> {
  await chooseWay(page, 'Card');
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  if (card === TEST_CARDS.asksForOtp) {
    await page.getByLabel('One-time password (OTP)').fill(TEST_OTP);
    await page.getByRole('button', { name: 'Confirm payment' }).click();
  }
}

export async function cancelOnHostedPage(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Cancel payment' }).click();
}

export interface SandboxPayment {
  reference: string;
  status: 'pending' | 'succeeded' | 'failed' | 'cancelled';
  amount: number;
  currency: string;
  order_uuid: string | null;
}

/** Every payment the provider stand-in holds for one order (uuid or reference). */
export function paymentsOfOrder(order: string): Promise<SandboxPayment[]> {
  return sandboxCall(
    'GET',
    `${E2E_URLS.sandboxControl}/payments?order=${encodeURIComponent(order)}`,
  );
}

/** Funds the customer's wallet outside the page, as they would: a top-up paid with a good card. */
export async function topUpWallet(token: string, amount: number): Promise<void> {
  const { reference, authorization_url } = await customerCall<PaymentRedirect>(
    token,
    'POST',
    '/wallet/fund',
    { amount, return_url: `${E2E_URLS.site}/wallet` },
  );
  await fetch(authorization_url, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ card_number: TEST_CARDS.succeeds, expiry: '12/30', cvv: '123' }),
  });
  await customerCall(token, 'GET', `/payments/${reference}/verify`);
}
