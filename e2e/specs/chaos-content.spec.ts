/**
 * Issue 13 item 10, chaos: the blog's published payloads (the content remote's only reads)
 * answered 500 and garbage; the page says so calmly and a retry recovers.
 */
import type { Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import type { BlogIndexPayload } from '@jara/contracts/content';
import { pathTo } from '@jara/contracts/site-paths';
import { payloadOf } from '../support/blog-flow';
import { checkLoadCase, loadCaseTitle, type LoadCase } from '../support/chaos-screen';

const QUIZ = pathTo('quiz', { params: { quiz: 'how-healthy-is-your-weekday-lunch' } });
const live = (page: Page) => page.locator('#root');

/** A prerendered post carries its content; its payload is read when the app opens it. */
async function openFirstPost(page: Page): Promise<void> {
  const index = await payloadOf<BlogIndexPayload>('/blog');
  await live(page).getByRole('link', { name: index.posts[0]!.title }).first().click();
}

const LOAD_CASES: LoadCase[] = [
  {
    call: { key: 'GET /blog/_payload.json', base: 'site' },
    path: '/blog',
    loaded: (page) => live(page).getByRole('navigation', { name: 'Categories' }),
  },
  {
    call: { key: 'GET /blog/{slug}/_payload.json', base: 'site', param: '(?!quiz/).+' },
    path: '/blog',
    open: openFirstPost,
    loaded: (page) => live(page).locator('article h1'),
  },
  {
    call: { key: `GET ${QUIZ}/_payload.json`, base: 'site' },
    path: QUIZ,
    loaded: (page) => live(page).getByRole('heading', { level: 1 }),
  },
];

for (const item of LOAD_CASES) {
  test(loadCaseTitle(item), ({ page }) => checkLoadCase(page, item));
}
