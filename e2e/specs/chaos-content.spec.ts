/**
 * Issue 13 item 10, chaos: the blog's published payloads (the content remote's only reads)
 * answered 500 and garbage; the page says so calmly and a retry recovers.
 *
 * Each payload's faults (the index, a post, a quiz) are proved beside its screen, through the
 * real client at the network (`remotes/content/src/screens/<screen>/<screen>-faults.test.tsx`).
 * The browser keeps one case, which shows the wiring: the blog index's payload.
 */
import { test } from '../support/e2e-test';
import { checkLoadCase, loadCaseTitle, type LoadCase } from '../support/chaos-screen';

const INDEX: LoadCase = {
  call: { key: 'GET /blog/_payload.json', base: 'site' },
  path: '/blog',
  loaded: (page) => page.locator('#root').getByRole('navigation', { name: 'Categories' }),
};

test(loadCaseTitle(INDEX), ({ page }) => checkLoadCase(page, INDEX));
