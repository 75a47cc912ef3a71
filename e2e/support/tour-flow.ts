/** The guided tour's steps as a customer sees them, for the tour's own spec. */
import { expect, type Page } from '@playwright/test';
import { waitForLiveApp } from './live-app';

/** The tour's tooltip: react-joyride renders it as a modal alertdialog. */
export function tourStep(page: Page) {
  return page.getByRole('alertdialog');
}

export async function expectTourStep(page: Page, title: string): Promise<void> {
  await expect(tourStep(page).getByRole('heading', { name: title })).toBeVisible();
}

/** The marketplace home is on screen, so the tour has had its chance to start. */
export async function waitForMarketplace(page: Page): Promise<void> {
  await waitForLiveApp(page);
  await expect(page.getByRole('heading', { name: 'Marketplace', level: 1 })).toBeVisible();
}

/**
 * A first visit is offered the tour, with nothing over the page: takes it from the offer (axe
 * checks the page with the offer on it).
 */
export async function takeOfferedTour(page: Page, checkPage: () => Promise<void>): Promise<void> {
  const offer = page.getByRole('complementary', { name: 'New here?' });
  await expect(offer).toBeVisible();
  await expect(tourStep(page)).toHaveCount(0);
  await checkPage();
  await offer.getByRole('button', { name: 'Take the tour' }).click();
}
