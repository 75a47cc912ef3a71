/** Steps of the referral and rewards specs: open the screen signed in, and its sections. */
import { expect, type Page } from '@playwright/test';
import { pathTo } from '@jara/contracts/site-paths';
import { DEMO_LOGIN } from './e2e-stack';
import { fillLoginModal } from './site-flows';

export const WANJIKU_LOGIN = { email: 'wanjiku@jara.test', password: 'Password123!' };

/** A visitor opens the screen, is asked to sign in, and the screen loads in place. */
export async function openRewards(
  page: Page,
  { login = DEMO_LOGIN as { email: string; password: string }, country = 'NG' as 'NG' | 'KE' } = {},
): Promise<void> {
  await page.goto(pathTo('referral', { country }));
  await expect(page.getByRole('dialog')).toBeVisible();
  await fillLoginModal(page, login);
  await expect(page.getByTestId('account-menu')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Referral and rewards', level: 1 })).toBeVisible();
}

export function rewardsSection(page: Page, heading: string) {
  return page.getByRole('region', { name: heading });
}

export async function expectPoints(page: Page, points: string): Promise<void> {
  await expect(rewardsSection(page, 'Your rewards').getByTestId('reward-points')).toHaveText(
    `${points} points`,
  );
}

/** Every section has read its call: no skeleton left to hide a violation or shift the page. */
export async function waitForSections(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(
    rewardsSection(page, 'Invite friends').getByRole('button', { name: 'Copy code' }),
  ).toBeVisible();
}
