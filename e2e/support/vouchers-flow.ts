/**
 * The vouchers and contact pages as a customer uses them: a voucher's detail, copying and using
 * its code, a checkout that starts with it; sending support a message.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { pathTo } from '@jara/contracts/site-paths';
import type { Voucher } from '@jara/contracts/entities';
import { customerCall } from './customer-api';

export const VOUCHERS_PAGE = pathTo('vouchers');
export const CONTACT_PAGE = pathTo('contact-us');

/** A Nigerian voucher with no minimum order, so any one dish qualifies. */
export async function voucherForAnyOrder(): Promise<Voucher> {
  const vouchers = await customerCall<Voucher[]>(
    null,
    'GET',
    '/marketplace/vouchers/get_exclusive_vouchers',
  );
  const voucher = vouchers.find((each) => each.minimum_order === 0);
  if (!voucher) throw new Error('the sandbox seed has no voucher without a minimum order');
  return voucher;
}

export async function openVoucher(page: Page, voucher: Voucher): Promise<Locator> {
  await page.getByRole('button', { name: `View voucher: ${voucher.title}` }).click();
  const dialog = page.getByRole('dialog', { name: voucher.title });
  await expect(dialog.getByText(voucher.code, { exact: true })).toBeVisible();
  return dialog;
}

export async function fillContactForm(
  page: Page,
  message: { name: string; email: string; topic: string; text: string },
): Promise<void> {
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel(/^Your name/).fill(message.name);
  await form.getByLabel(/^Email/).fill(message.email);
  await form.getByLabel(/^What is it about/).selectOption({ label: message.topic });
  await form.getByLabel(/^Message/).fill(message.text);
}
