/** The guided tour's steps as a customer sees them, for the tour's own spec. */
import { expect, type Page } from '@playwright/test';

/** A device that has never seen the tour (the suite's default storage marks it seen). */
export const NEVER_SEEN_TOUR = { cookies: [], origins: [] };

/** The tour's tooltip: react-joyride renders it as a modal alertdialog. */
export function tourStep(page: Page) {
  return page.getByRole('alertdialog');
}

export async function expectTourStep(page: Page, title: string): Promise<void> {
  await expect(tourStep(page).getByRole('heading', { name: title })).toBeVisible();
}

/** The marketplace home is on screen, so the tour has had its chance to start. */
export async function waitForMarketplace(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Marketplace', level: 1 })).toBeVisible();
}
