/**
 * Issue 13 item 10, chaos: each call the marketplace screens load, answered 500 and answered
 * garbage (not JSON, JSON of the wrong shape); each screen says so calmly and a retry recovers.
 *
 * Each call's faults are proved beside its screen, through the real API client at the network
 * (`remotes/storefront/src/screens/<screen>/<screen>-faults.test.tsx`). The browser keeps one
 * case, which shows the wiring: the marketplace home and its homepage call.
 */
import { test } from '../support/e2e-test';
import { checkLoadCase, loadCaseTitle, type LoadCase } from '../support/chaos-screen';

const HOME: LoadCase = {
  call: { key: 'GET /marketplace/homepage' },
  path: '/stores',
  // The homepage is checked against the contract (issue 40): a wrong shape is the calm error too.
  shapeChecked: true,
  loaded: (page) => page.getByRole('group', { name: 'Store type' }),
};

test(loadCaseTitle(HOME), ({ page }) => checkLoadCase(page, HOME));
