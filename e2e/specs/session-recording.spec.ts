/**
 * Issue 14, item 7 and spec section 7: session recordings go to the analytics host, recorded by
 * posthog's recorder (bundled, loaded after the page is idle, never fetched from the analytics
 * host) with every input masked: what a customer types never leaves the page. With no project
 * token configured, nothing goes to the analytics host at all.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { readAnalyticsEvents } from '../support/analytics-sink';
import {
  FULL_SNAPSHOT,
  readRecordings,
  recordedInputs,
  type SinkRecording,
} from '../support/analytics-sink-recordings';
import { E2E_URLS } from '../support/e2e-stack';
import { waitForLiveApp } from '../support/live-app';
import { lookLikeAPerson, PERSON_USER_AGENT } from '../support/site-flows';
import { moveTime, PAST_DEFERRED_WORK_MS } from '../support/page-time';

test.use({ userAgent: PERSON_USER_AGENT });
// posthog loads at the first idle moment and its recorder at the next, then sends in batches.
test.setTimeout(90_000);

test.beforeEach(({ page }) => lookLikeAPerson(page));

/** Every request the page makes to the analytics host. */
function analyticsRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(E2E_URLS.analytics)) urls.push(request.url());
  });
  return urls;
}

const inputsIn = (recordings: SinkRecording[]) => recordings.flatMap(recordedInputs);

test('a visit is recorded with what was typed masked, by the bundled recorder', async ({
  page,
}) => {
  const typed = `kofi-${Date.now()}@secret.test`;
  const sent = analyticsRequests(page);
  await page.goto('/stores');
  await waitForLiveApp(page);
  await expect(page.getByRole('heading', { name: 'Marketplace', level: 1 })).toBeVisible();

  // The recorder starts at the idle moment after posthog, and posthog holds what it records
  // until the visitor does something (a tab nobody touches is not recorded): the pointer moves
  // over the page until a full snapshot of it arrives.
  let step = 0;
  await expect
    .poll(
      async () => {
        step += 1;
        await page.mouse.move(100 + (step % 5) * 40, 200 + (step % 3) * 30);
        return (await readRecordings()).some((recording) =>
          recording.snapshots.some((event) => event.type === FULL_SNAPSHOT),
        );
      },
      { timeout: 30_000 },
    )
    .toBe(true);

  await page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Email/).pressSequentially(typed);
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');

  // rrweb saw the whole address typed, as one asterisk per character.
  await expect
    .poll(async () => inputsIn(await readRecordings()).map((text) => text.length), {
      timeout: 20_000,
    })
    .toContain(typed.length);
  const recordings = await readRecordings();
  // Every input it saw (a field may also be recorded empty, when focused) is asterisks only.
  for (const text of inputsIn(recordings)) expect(text).toMatch(/^\**$/);
  const everything = JSON.stringify(recordings);
  expect(everything).not.toContain(typed);
  expect(everything).not.toContain('secret.test');
  // The events and the recording belong to the same visitor.
  const [view] = await readAnalyticsEvents<{ distinct_id: string }>({ event: '$pageview' });
  expect(recordings.map((recording) => recording.distinct_id)).toContain(view?.distinct_id);
  // The recorder is part of the site's own code: no script came from the analytics host.
  expect(sent.filter((url) => /\.js(\?|$)/.test(new URL(url).pathname))).toEqual([]);
});

test('without a project token nothing is recorded or sent', async ({ page }) => {
  await page.route('**/app-config.json', async (route) => {
    const config = (await (await route.fetch()).json()) as { analytics: { token: string } };
    await route.fulfill({ json: { ...config, analytics: { ...config.analytics, token: '' } } });
  });
  const sent = analyticsRequests(page);
  await page.clock.install();
  await page.goto('/stores');
  await waitForLiveApp(page);
  const heading = page.getByRole('heading', { name: 'Marketplace', level: 1 });
  await expect(heading).toBeVisible();
  await heading.click();
  // Past the idle moment posthog and its recorder would load at after that first use, and the
  // page's own work of that moment done (the build poller starts then too).
  const polled = page.waitForRequest(/\/builds\/latest\.json$/);
  await moveTime(page, PAST_DEFERRED_WORK_MS);
  await polled;
  await page.goto('about:blank');
  expect(sent).toEqual([]);
  expect(await readRecordings()).toEqual([]);
  expect(await readAnalyticsEvents()).toEqual([]);
});
