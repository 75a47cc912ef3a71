/**
 * Issue 13, item 10: a quiz's only inputs are its radios, so the hostile text comes the other
 * ways a quiz reads it: its address (an unknown quiz, whose 404 names the path) and the progress
 * kept in session storage (edited by hand, or by a script), at a phone's width.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import type { QuizPayload } from '@jara/contracts/content';
import { pathTo } from '@jara/contracts/site-paths';
import { payloadOf } from '../support/blog-flow';
import { guardAgainstHostileInput, PHONE_WIDTH } from '../support/hostile-input';
import { IN_BROWSER } from '@jara/testing/hostile-strings';

const QUIZ = pathTo('quiz', { params: { quiz: 'how-healthy-is-your-weekday-lunch' } });
/** Quizzes' addresses up to the slug, which the hostile text takes the place of. */
const QUIZZES = QUIZ.slice(0, QUIZ.lastIndexOf('/') + 1);
/** Where the quiz keeps the reader's progress (quiz-progress.ts). */
const PROGRESS_KEY = `jara:quiz:${QUIZ}`;

const storeProgress = ([key, value]: readonly [string, string]) =>
  sessionStorage.setItem(key, value);

test('hostile text in a quiz address or its stored progress stays text', async ({ page }) => {
  const { quiz } = await payloadOf<QuizPayload>(QUIZ);
  const firstQuestion = quiz.questions[0]!.id;
  const guard = await guardAgainstHostileInput(page);
  await page.setViewportSize(PHONE_WIDTH);
  const main = page.locator('#root');

  for (const { name, text } of IN_BROWSER) {
    await test.step(`address: ${name}`, async () => {
      const slug = encodeURIComponent(text);
      await page.goto(`${QUIZZES}${slug}`);
      const message = main.getByTestId('error-message');
      await expect(message).toContainText('Page Not Found: ');
      const shown = (await message.textContent()) ?? '';
      // The path as the browser holds it: decoded or still percent-encoded, never markup.
      expect(shown.includes(text) || shown.includes(slug)).toBe(true);
      await guard.expectClean();
    });

    const asAnswer = JSON.stringify({ answers: { [firstQuestion]: text }, step: 2 });
    const stored = { 'as progress': text, 'as an answer': asAnswer };
    for (const [what, value] of Object.entries(stored)) {
      await test.step(`stored ${what}: ${name}`, async () => {
        await page.goto(QUIZ);
        await page.evaluate(storeProgress, [PROGRESS_KEY, value] as const);
        await page.reload();
        await expect(main.getByRole('button', { name: 'Start the quiz' })).toBeVisible();
        await guard.expectClean();
      });
    }
  }
});
