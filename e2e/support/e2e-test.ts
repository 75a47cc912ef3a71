/**
 * The suite's `test`: where isolation lives. Every spec imports it instead of Playwright's.
 *
 * - `sandbox` (worker): this worker's own sandbox on its slot's ports (worker-sandbox.ts); the
 *   pages reach it through the slot's site, whose runtime config names it (e2e-stack.ts).
 * - Before every test the sandbox goes back to the seed, its clock to today's noon and its
 *   analytics sink empty: a test never sees what another one did, in any order.
 * - `customer`: a customer registered for this test, signed in on the test's context (its pages
 *   open signed in); `customerCountry` chooses NG or KE.
 * - `baseURL` is the slot's site, and the test's device has seen the tour (`tourSeen: false`
 *   for one that has not); a context a test opens itself marks it with `markTourSeen`.
 */
import { test as base } from '@playwright/test';
import type { CountryCode } from '@jara/contracts/constants';
import { middayToday } from '@jara/sandbox/midday';
import type { Sandbox } from '@jara/sandbox/start-sandbox';
import { E2E_URLS } from './e2e-stack';
import { registerFreshCustomer, type FreshCustomer } from './fresh-customer';
import { holdStoredSession } from './stored-session';
import { markTourSeen } from './tour-seen';
import { startWorkerSandbox } from './worker-sandbox';

interface TestFixtures {
  seededSandbox: void;
  tourSeen: boolean;
  customerCountry: CountryCode;
  customer: FreshCustomer;
}

interface WorkerFixtures {
  sandbox: Sandbox;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  sandbox: [
    // Playwright reads a fixture's dependencies from its first parameter: it must destructure.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const sandbox = await startWorkerSandbox();
      await use(sandbox);
      await sandbox.stop();
    },
    { scope: 'worker', auto: true },
  ],
  seededSandbox: [
    async ({ sandbox }, use) => {
      sandbox.reset({ clockAt: middayToday() });
      await use();
    },
    { auto: true, box: true },
  ],
  baseURL: E2E_URLS.site,
  tourSeen: [true, { option: true }],
  context: async ({ context, tourSeen }, use) => {
    if (tourSeen) await markTourSeen(context);
    await use(context);
    // A route handler still answering when the test ends (the shell polls the registry on its
    // own) would fail the test on the closed page: a request in flight is nobody's to check.
    await Promise.all(context.pages().map((page) => page.unrouteAll({ behavior: 'ignoreErrors' })));
    await context.unrouteAll({ behavior: 'ignoreErrors' });
  },
  customerCountry: ['NG', { option: true }],
  // After the reset, which would remove it.
  customer: async ({ context, customerCountry, seededSandbox: _seeded }, use) => {
    const fresh = await registerFreshCustomer(customerCountry);
    await holdStoredSession(context, {
      token: fresh.token,
      customerId: fresh.customer.id,
      customer: fresh.customer,
    });
    await use(fresh);
  },
});
