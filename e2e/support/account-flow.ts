/**
 * The demo customer's personal info and address book: opening them signed in, or as a visitor
 * (the screen asks for the sign-in and loads after), the location picker's steps, and the axe
 * check at a phone's and a desktop's width.
 */
import { expect, type Page } from '@playwright/test';
import { pathTo } from '@jara/contracts/site-paths';
import { signInDemo } from './demo-sign-in';
import { DEMO_LOGIN } from './e2e-stack';
import { fillLoginModal } from './site-flows';

export const ADDRESS_BOOK = pathTo('address-book');
export const PERSONAL_INFO = pathTo('personal-info');

/** The demo customer, already signed in on the device, opens an account screen. */
export async function openAsDemo(page: Page, path: string): Promise<void> {
  await signInDemo(page);
  await page.goto(path);
  await expect(page.getByTestId('account-menu')).toBeVisible();
}

/** Opens an account screen as a visitor and signs in from the modal it raises. */
export async function openSignedIn(page: Page, path: string, login = DEMO_LOGIN): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('dialog')).toBeVisible();
  await fillLoginModal(page, login);
  await expect(page.getByTestId('account-menu')).toBeVisible();
}

/** Chooses an area in the shell's location picker, opened under `title`. */
export async function pickArea(page: Page, title: string, area: string): Promise<void> {
  const picker = page.getByRole('dialog', { name: title });
  await picker.getByLabel(/^Search for your area/).fill(area);
  // The picker also lists saved addresses, whose lines may name the same area.
  await picker
    .getByRole('region', { name: 'Choose your area' })
    .getByRole('button', { name: new RegExp(area) })
    .first()
    .click();
  await expect(picker).toBeHidden();
}

/** A saved address's card in the list, found by its label. */
export function addressCard(page: Page, label: string) {
  return page
    .getByRole('list', { name: 'Saved addresses' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^${label}`) }) });
}

/** Logs out from the account menu; the shell reloads the page after, so this waits for it. */
export async function logOut(page: Page): Promise<void> {
  const reloaded = page.waitForEvent('load');
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await reloaded;
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }),
  ).toBeVisible();
}
