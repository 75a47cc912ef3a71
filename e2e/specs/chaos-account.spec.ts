/**
 * Issue 13 item 10, chaos: the signed-in customer's account screens with their calls answered
 * 500 and garbage; each says so calmly and a retry recovers.
 *
 * Each call's faults (details, addresses, wallet, rewards, referrals, favourites) are proved
 * beside its screen, through the real API client at the network
 * (`remotes/storefront/src/screens/<screen>/<screen>-faults.test.tsx`). The browser keeps one
 * case, which shows the wiring for a signed-in customer: their personal details.
 */
import { test } from '../support/e2e-test';
import { PERSONAL_INFO } from '../support/account-flow';
import { checkLoadCase, loadCaseTitle, type LoadCase } from '../support/chaos-screen';

const DETAILS: LoadCase = {
  call: { key: 'GET /account/profile' },
  path: PERSONAL_INFO,
  signedIn: true,
  loaded: (page) => page.getByRole('form', { name: 'Your details' }),
};

test(loadCaseTitle(DETAILS), ({ page }) => checkLoadCase(page, DETAILS));
