/**
 * The plan flow's steps as a customer takes them (issue 12): the options, the address through the
 * shell's picker, the plan login, and Pay through the hosted page back to /sign-up-successful.
 */
import { expect, type Page } from '@playwright/test';
import { pickArea } from './account-flow';
import { expectHostedPage, payOnHostedPage, TEST_CARDS } from './hosted-payment';
import { liveApp, waitForLiveApp } from './live-app';
import { fillLoginModal } from './site-flows';

export const PICKER_TITLE = 'Where should we come?';

/** Opens a step by its address, as a reload or a shared link would. */
export async function openStep(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForLiveApp(page);
}

export const stepHeading = (page: Page) => liveApp(page).getByRole('heading', { level: 1 });
export const planPrice = (page: Page) => liveApp(page).getByTestId('plan-price');

/** The total on screen once the price for the options shown has come. */
export async function settledTotal(page: Page): Promise<string> {
  await expect(planPrice(page)).not.toHaveAttribute('aria-busy', 'true');
  const text = await planPrice(page).locator('p').first().innerText();
  return text.replace(/\s+/g, ' ').trim();
}

export async function chooseKind(page: Page, kind: 'Monthly plan' | 'One-off'): Promise<void> {
  await liveApp(page).getByRole('radio', { name: kind }).check();
}

export async function press(page: Page, name: string, times = 1): Promise<void> {
  for (let i = 0; i < times; i += 1) await liveApp(page).getByRole('button', { name }).click();
}

export async function continueToNextStep(page: Page, next: string): Promise<void> {
  await liveApp(page).getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?step=${next}$`));
}

/** YYYY-MM-DD a few days ahead: past tomorrow whatever the time zone. */
export function dayAhead(days = 3): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The drop-off fields the where step asks beyond the street, by their labels. */
export interface MoreDropOff {
  'Building or estate'?: string;
  'Phone for the rider'?: string;
  'Delivery instructions'?: string;
}

/**
 * Picks `area` in the shell's picker and answers the street, landmark and first day, and any of
 * the other drop-off fields given in `more`.
 */
export async function answerWhere(
  page: Page,
  area: string,
  street = '12 Admiralty Way',
  more: MoreDropOff = {},
) {
  await liveApp(page).getByRole('button', { name: 'Choose the address' }).click();
  await pickArea(page, PICKER_TITLE, area);
  await expect(liveApp(page).getByText(/^We come to /)).toBeVisible();
  await liveApp(page)
    .getByLabel(/^Street and house number/)
    .fill(street);
  await liveApp(page)
    .getByLabel(/^Landmark/)
    .fill('Blue gate');
  for (const [label, text] of Object.entries(more)) {
    await liveApp(page)
      .getByLabel(new RegExp(`^${label}`))
      .fill(text);
  }
  await liveApp(page)
    .getByLabel(/^First (pickup|visit)/)
    .fill(dayAhead());
}

export async function signInForPlan(page: Page): Promise<void> {
  await liveApp(page).getByRole('button', { name: 'Sign in to your plan account' }).click();
  await fillLoginModal(page);
  await expect(liveApp(page).getByText(/^Signed in as /)).toBeVisible();
}

/** Pays `total` with the card that succeeds, and lands on the server-checked summary. */
export async function payOnHostedPageAndReturn(page: Page, total: string): Promise<void> {
  await expectHostedPage(page, total);
  await payOnHostedPage(page, TEST_CARDS.succeeds);
  await page.waitForURL(/\/sign-up-successful\?reference=PAY-/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment received');
  await expect(page.getByTestId('plan-total')).toContainText(total);
}
