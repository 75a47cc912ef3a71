/** Issue 11, item 2: the Kenyan blog lists Kenyan posts only, and a Kenyan post opens. */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import type { BlogIndexPayload } from '@jara/contracts/content';
import { pathTo } from '@jara/contracts/site-paths';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { openBlogPage, payloadOf } from '../support/blog-flow';

test('the Kenyan blog and a Kenyan post', async ({ page }) => {
  const kenya = await payloadOf<BlogIndexPayload>(pathTo('blog', { country: 'KE' }));
  const nigeria = await payloadOf<BlogIndexPayload>(pathTo('blog'));
  await openBlogPage(page, pathTo('blog', { country: 'KE' }), 1280);
  const main = page.locator('#root');
  const featured = kenya.posts.find((post) => post.featured)!;
  await expect(main.getByRole('heading', { level: 2, name: featured.title })).toBeVisible();
  const kenyanTitles = new Set(kenya.posts.map((post) => post.title));
  for (const post of nigeria.posts.filter((candidate) => !kenyanTitles.has(candidate.title))) {
    await expect(main.getByRole('link', { name: post.title, exact: true })).toHaveCount(0);
  }
  await expectNoSeriousA11yViolations(page);

  await main.getByRole('link', { name: featured.title }).click();
  await expect(page).toHaveURL(new RegExp(`/ke/blog/${featured.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: featured.title })).toBeVisible();
  await expect(main.getByRole('link', { name: /Back to the blog/ })).toHaveAttribute(
    'href',
    '/ke/blog',
  );
});
