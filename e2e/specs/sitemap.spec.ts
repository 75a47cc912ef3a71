/**
 * Issue 11, item 8: sitemap.xml lists every public route, post and quiz (the /ke pages too) with
 * its lastmod, and no account screen; robots.txt names it and keeps crawlers off those screens.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { pathTo } from '@jara/contracts/site-paths';
import { PUBLISHED_ORIGIN } from '../support/e2e-stack';
import { SUYA_POST } from '../support/prerender-checks';

const url = (pagePath: string) => `${PUBLISHED_ORIGIN}${pagePath}`;

test('the sitemap lists posts, quizzes and public routes with lastmod; robots.txt names it', async ({
  request,
}) => {
  const response = await request.get(url('/sitemap.xml'));
  expect(response.status()).toBe(200);
  const sitemap = await response.text();
  const entries = new Map(
    [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)].map(
      (match) => [match[1]!, match[2]!],
    ),
  );
  expect(entries.size).toBe(sitemap.match(/<url>/g)?.length);
  for (const lastmod of entries.values()) expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  expect(entries.get(url(SUYA_POST.path))).toBe('2026-04-10');
  const quiz = pathTo('quiz', { params: { quiz: 'which-nigerian-soup-matches-your-mood' } });
  expect(entries.has(url(quiz))).toBe(true);
  for (const route of [
    pathTo('blog', { country: 'KE' }),
    pathTo('stores'),
    pathTo('home'),
    pathTo('home', { country: 'KE' }),
  ]) {
    expect(entries.has(url(route)), route).toBe(true);
  }
  const kenyanPosts = [...entries.keys()].filter((loc) => loc.startsWith(url('/ke/blog/')));
  expect(kenyanPosts.length).toBeGreaterThanOrEqual(6);
  for (const account of [pathTo('wallet'), pathTo('personal-info'), pathTo('checkout')]) {
    expect(entries.has(url(account)), account).toBe(false);
  }

  const robots = await (await request.get(url('/robots.txt'))).text();
  expect(robots).toContain('User-agent: *');
  expect(robots).toContain(`Sitemap: ${url('/sitemap.xml')}`);
  expect(robots).toContain(`Disallow: ${pathTo('wallet')}$`);
});
