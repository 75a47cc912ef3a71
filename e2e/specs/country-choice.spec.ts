/**
 * Issue 37, item 6: the country is the customer's choice. A fresh browser reads a Kenyan post:
 * the post is Kenyan, but the marketplace stays Nigerian (₦) and asks once, "Shop in Kenya?",
 * without covering the page. The answer is kept across a reload; the Kenyan blog offers Kenyan
 * quizzes; the country switch moves between a page and its /ke twin. At 390 px the reader stays
 * in Nigeria, at 1280 px they move to Kenya (KSh), so both answers are walked.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import type { BlogIndexPayload } from '@jara/contracts/content';
import { pathTo } from '@jara/contracts/site-paths';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { payloadOf } from '../support/blog-flow';
import { gotoLive, liveApp, waitForLiveApp } from '../support/live-app';

const KENYAN_POST = pathTo('post', {
  params: { slug: 'guides/nairobi/nyama-choma' },
  country: 'KE',
});
const RUNS = [
  { width: 390, answer: 'Stay in Nigeria', money: '₦', not: 'KSh', country: 'NG' },
  { width: 1280, answer: 'Yes, shop in Kenya', money: 'KSh', not: '₦', country: 'KE' },
] as const;

const prompt = (page: Page) => page.getByRole('region', { name: 'Shop in Kenya?' });
const firstCard = (page: Page) => page.getByTestId('vendor-card').first();

async function expectStoresIn(page: Page, money: string, not: string) {
  await expect(page.getByRole('heading', { name: 'Stores', level: 1 })).toBeVisible();
  await expect(firstCard(page)).toContainText(money);
  await expect(firstCard(page)).not.toContainText(not);
}

for (const { width, answer, money, not, country } of RUNS) {
  test(`a Kenyan post's reader is asked once before shopping in Kenya: "${answer}" at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(KENYAN_POST);
    await expect(page.locator('#root h1').first()).toBeVisible();
    await expect(liveApp(page).getByTestId('country-switch')).toHaveValue('KE');

    // Reading changed nothing: the marketplace is still Nigeria's, and asks.
    await page.goto(pathTo('store-list'));
    await expectStoresIn(page, '₦', 'KSh');
    await expect(prompt(page)).toBeVisible();
    await expect(prompt(page).getByRole('heading', { name: 'Shop in Kenya?' })).toBeVisible();
    // A banner in the page, not an overlay over it.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await prompt(page).getByRole('button', { name: answer }).click();
    await expect(prompt(page)).toHaveCount(0);
    await expectStoresIn(page, money, not);

    await page.reload();
    await expectStoresIn(page, money, not);
    await expect(prompt(page)).toHaveCount(0);
    await gotoLive(page, pathTo('stores'));
    await expect(page.getByRole('heading', { name: 'Marketplace', level: 1 })).toBeVisible();
    await expect(prompt(page)).toHaveCount(0);
    if (width === 1280) await expect(page.getByTestId('country-switch')).toHaveValue(country);

    // The Kenyan blog offers the quizzes written for Kenya, none written for Nigeria only.
    const kenya = await payloadOf<BlogIndexPayload>(pathTo('blog', { country: 'KE' }));
    const nigeria = await payloadOf<BlogIndexPayload>(pathTo('blog'));
    const slugs = (index: BlogIndexPayload) => new Set(index.quizzes.map((quiz) => quiz.slug));
    const kenyanOnly = kenya.quizzes.filter((quiz) => !slugs(nigeria).has(quiz.slug));
    const nigerianOnly = nigeria.quizzes.filter((quiz) => !slugs(kenya).has(quiz.slug));
    expect(kenyanOnly.length).toBeGreaterThan(0);
    expect(nigerianOnly.length).toBeGreaterThan(0);
    await page.goto(pathTo('blog', { country: 'KE' }));
    await waitForLiveApp(page);
    const quizzes = liveApp(page).getByRole('region', { name: 'Quizzes' });
    for (const quiz of kenyanOnly) {
      await expect(quizzes.getByRole('link', { name: quiz.title })).toBeVisible();
    }
    for (const quiz of nigerianOnly) {
      await expect(liveApp(page).getByRole('link', { name: quiz.title })).toHaveCount(0);
    }
    await expectNoSeriousA11yViolations(page);

    // The switch on a page with a twin moves to the twin, and is a choice that is kept.
    await liveApp(page).getByTestId('country-switch').selectOption('NG');
    await expect(page).toHaveURL(new RegExp(`${pathTo('blog')}$`));
    await expect(liveApp(page).getByTestId('country-switch')).toHaveValue('NG');
    await page.goto(pathTo('store-list'));
    await expectStoresIn(page, '₦', 'KSh');
    await expect(prompt(page)).toHaveCount(0);
  });
}
