/**
 * Issue 11, item 3: a quiz answered to its result, a reload mid-way keeping the answers, and
 * the result's recommendation leading into the marketplace.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import type { QuizPayload } from '@jara/contracts/content';
import { pathTo } from '@jara/contracts/site-paths';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { expectNoSideways, openBlogPage, payloadOf, WIDTHS } from '../support/blog-flow';

const QUIZ = pathTo('quiz', { params: { quiz: 'how-healthy-is-your-weekday-lunch' } });

for (const width of WIDTHS) {
  test(`a quiz to its result at ${width} px, kept across a reload`, async ({ page }) => {
    const { quiz } = await payloadOf<QuizPayload>(QUIZ);
    await openBlogPage(page, QUIZ, width);
    const main = page.locator('#root');
    await main.getByRole('button', { name: 'Start the quiz' }).click();
    const total = quiz.questions.length;

    for (const [i, question] of quiz.questions.entries()) {
      await expect(main.getByText(`Question ${i + 1} of ${total}`)).toBeVisible();
      await expect(main.getByRole('heading', { name: question.text })).toBeFocused();
      if (i === 0) await expectNoSeriousA11yViolations(page);
      await main.getByRole('radio', { name: question.options.at(-1)!.text }).check();
      if (i === 1) {
        await page.reload();
        await expect(main.getByText(`Question 2 of ${total}`)).toBeVisible();
        await expect(
          main.getByRole('radio', { name: question.options.at(-1)!.text }),
        ).toBeChecked();
        await main.getByRole('button', { name: 'Back' }).click();
        await expect(
          main.getByRole('radio', { name: quiz.questions[0]!.options.at(-1)!.text }),
        ).toBeChecked();
        await main.getByRole('button', { name: 'Next' }).click();
      }
      await main.getByRole('button', { name: i === total - 1 ? 'See my result' : 'Next' }).click();
    }

    const best = [...quiz.results].sort((a, b) => b.minPoints - a.minPoints)[0]!;
    await expect(main.getByRole('heading', { level: 2, name: best.title })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Share' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoSideways(page);

    await main.getByRole('link', { name: best.recommendation.label }).click();
    const { recommendation } = best;
    const params: Record<string, string> =
      recommendation.kind === 'dish'
        ? { keywords: recommendation.keywords }
        : { name: recommendation.slug };
    await expect(page).toHaveURL(pathTo('category', { params }));
    await expect(page.locator('#root h1').first()).toBeVisible();
  });
}
