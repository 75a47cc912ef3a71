/**
 * The hosted page's ways other than the card, as a payer uses them: a bank transfer sent from
 * the page's "Sandbox bank" box, and USSD or M-Pesa answered on the sandbox phone, which is
 * another device: its own page (the sandbox's README, "Payments").
 */
import { expect, type Page } from '@playwright/test';
import { chooseWay } from './hosted-payment';

export const SANDBOX_PIN = '1234';

/** Asks for the one-time account and sends it `amount` ("₦12,500") from the sandbox bank. */
export async function payByTransfer(page: Page, amount: string): Promise<void> {
  await chooseWay(page, 'Bank transfer');
  await page.getByRole('button', { name: 'Get an account number' }).click();
  await expect(page.getByTestId('account-number')).toHaveText(/^\d{10}$/);
  await page
    .getByRole('region', { name: 'Sandbox bank' })
    .getByRole('button', { name: `Send ${amount}`, exact: true })
    .click();
}

export async function startUssd(page: Page): Promise<void> {
  await chooseWay(page, 'USSD');
  await page.getByRole('button', { name: 'Get a USSD code' }).click();
  await expect(page.getByTestId('ussd-code')).toHaveText(/^\*7799\*000\*\d{6}#$/);
}

export async function requestMpesa(page: Page, phone: string): Promise<void> {
  await chooseWay(page, 'M-Pesa');
  await page.getByLabel('M-Pesa phone number').fill(phone);
  await page.getByRole('button', { name: /with M-Pesa$/ }).click();
  await expect(page.getByRole('heading', { name: 'Check your phone' })).toBeVisible();
}

/** The sandbox phone of the payment on `page`, opened beside it as the payer's own phone. */
export async function openSandboxPhone(page: Page): Promise<Page> {
  const link = page.getByRole('link', { name: 'open the sandbox phone' });
  const href = new URL((await link.getAttribute('href')) ?? '', page.url()).toString();
  const phone = await page.context().newPage();
  await phone.goto(href);
  return phone;
}

/** Answers the prompt on the phone: the PIN and its Send (M-Pesa) or Approve (USSD), or Cancel. */
export async function answerOnPhone(
  phone: Page,
  answer: { pin: string } | 'decline',
): Promise<void> {
  if (answer === 'decline') {
    await phone.getByRole('button', { name: 'Cancel' }).click();
    return;
  }
  await phone.getByLabel(/PIN$/).fill(answer.pin);
  await phone.getByRole('button', { name: /^(Send|Approve)$/ }).click();
}
