/**
 * Issue 11, item 2: the Nigerian blog index. The featured post first, a category filter and the
 * second page through the URL, and a post opened from a card; axe at 390 and 1280 px.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { POSTS_PER_PAGE, type BlogIndexPayload } from '@jara/contracts/content';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { expectNoSideways, openBlogPage, payloadOf, WIDTHS } from '../support/blog-flow';

for (const width of WIDTHS) {
  test(`the blog index at ${width} px: featured, a category, page 2 and a post`, async ({
    page,
  }) => {
    const index = await payloadOf<BlogIndexPayload>('/blog');
    const featured = index.posts.find((post) => post.featured)!;
    await openBlogPage(page, '/blog', width);

    const main = page.locator('#root');
    await expect(main.getByRole('heading', { level: 2, name: featured.title })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoSideways(page);

    await main
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: 'Laundry' })
      .click();
    await expect(page).toHaveURL(/\?category=laundry$/);
    await expect(main.getByRole('heading', { level: 2, name: 'Laundry' })).toBeVisible();
    const laundry = index.posts.filter((post) => post.category === 'laundry');
    for (const post of laundry)
      await expect(main.getByRole('link', { name: post.title })).toBeVisible();

    await main
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: 'All posts' })
      .click();
    await main
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: 'Page 2' })
      .click();
    await expect(page).toHaveURL(/\?page=2$/);
    // The second page starts after the featured post and a first page of the rest.
    const post = index.posts.filter((candidate) => candidate !== featured)[POSTS_PER_PAGE]!;
    await expect(main.getByRole('link', { name: post.title })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: featured.title })).toHaveCount(0);

    await main.getByRole('link', { name: post.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  });
}
