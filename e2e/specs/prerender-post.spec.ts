/**
 * Issue 11, items 4 and "Done when": a post's URL holds its content and head before any script
 * runs, and the app takes the post from its `_payload.json`, once, never from another request.
 */
import { expect, type Request } from '@playwright/test';
import { test } from '../support/e2e-test';
import { pathTo } from '@jara/contracts/site-paths';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { PUBLISHED_ORIGIN } from '../support/e2e-stack';
import { fetchHtml, SUYA_POST } from '../support/prerender-checks';

const payloadOf = (pagePath: string) => `${pagePath}/_payload.json`;
const isPayload = (request: Request) => new URL(request.url()).pathname.endsWith('/_payload.json');

test('a post is prerendered with its head, and read from its payload exactly once', async ({
  page,
  request,
}) => {
  const html = await fetchHtml(request, SUYA_POST.path);
  expect(html).toContain(`<title>${SUYA_POST.title}`);
  expect(html).toContain(SUYA_POST.sentence);
  expect(html).toContain(`<meta name="description" content="${SUYA_POST.description}">`);
  expect(html).toContain(`<link rel="canonical" href="${PUBLISHED_ORIGIN}${SUYA_POST.path}">`);
  expect(html).toContain(`<meta property="og:title" content="${SUYA_POST.title}`);

  const requests: Request[] = [];
  page.on('request', (sent) => requests.push(sent));
  await page.goto(SUYA_POST.path);
  await expect(page.getByRole('heading', { level: 1, name: SUYA_POST.title })).toBeVisible();
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page.locator('#root')).toBeVisible();

  const payloads = requests.filter(isPayload).map((sent) => new URL(sent.url()).pathname);
  expect(payloads).toEqual([payloadOf(SUYA_POST.path)]);
  // No API call, no other file carries the post: only its payload names its slug.
  const others = requests.filter(
    (sent) =>
      sent.resourceType() !== 'document' && !isPayload(sent) && sent.url().includes('best-suya'),
  );
  expect(others.map((sent) => sent.url()).filter((url) => !/\.svg(\?|$)/.test(url))).toEqual([]);
  await expectNoSeriousA11yViolations(page);
});

test('moving from the blog to a post inside the app fetches only that post’s payload', async ({
  page,
}) => {
  const blog = pathTo('blog');
  await page.goto(blog);
  await expect(page.locator('#prerendered')).toHaveCount(0);
  const requests: Request[] = [];
  page.on('request', (sent) => requests.push(sent));

  await page.locator(`a[href="${SUYA_POST.path}"]`).first().click();
  await expect(page).toHaveURL(SUYA_POST.path);
  await expect(page.getByRole('heading', { level: 1, name: SUYA_POST.title })).toBeVisible();
  const payloads = requests.filter(isPayload).map((sent) => new URL(sent.url()).pathname);
  expect(payloads).toEqual([payloadOf(SUYA_POST.path)]);
  // Inside the app: no new document was loaded for the post.
  expect(requests.filter((sent) => sent.resourceType() === 'document')).toEqual([]);
});
