/** The guided tour's steps as a customer sees them, for the tour's own spec. */
import { expect, type Page } from '@playwright/test';

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
