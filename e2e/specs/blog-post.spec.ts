/**
 * Issue 11, item 2: the multi-segment post /blog/guides/lagos/best-suya with its byline, body,
 * related posts and share; an unknown slug is the site's 404.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import type { PostPayload } from '@jara/contracts/content';
import { pathTo } from '@jara/contracts/site-paths';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { expectNoSideways, openBlogPage, payloadOf, WIDTHS } from '../support/blog-flow';

const POST = pathTo('post', { params: { slug: 'guides/lagos/best-suya' } });

for (const width of WIDTHS) {
  test(`a multi-segment post at ${width} px`, async ({ page }) => {
    const { post, related } = await payloadOf<PostPayload>(POST);
    await openBlogPage(page, POST, width);
    const main = page.locator('#root');
    const article = main.getByRole('article', { name: post.title });
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(article.getByText(post.author.name, { exact: true })).toBeVisible();
    await expect(article.getByText(`${post.readingMinutes} min read`)).toBeVisible();
    await expect(article.locator('h2').first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(post.title.slice(0, 20)));
    for (const other of related)
      await expect(main.getByRole('link', { name: other.title })).toBeVisible();
    await main.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('dialog', { name: 'Share this post' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expectNoSeriousA11yViolations(page);
    await expectNoSideways(page);
  });
}

test('an unknown post is the 404, its path shown as text', async ({ page }) => {
  const path = pathTo('post', { params: { slug: 'no/such-post' } });
  await page.goto(path);
  await expect(page.getByTestId('error-message').first()).toHaveText(`Page not found: ${path}`);
});
