/**
 * Issue 38, item 10: a call that hangs costs the customer its one timeout, not a minute. The
 * wallet's balance call is held; 20 s on the page's clock later the screen says so with Try
 * again (a timeout is not asked twice more), and once the call is let through, Try again shows
 * the balance.
 */
import { expect } from '@playwright/test';
import { API_REQUEST_TIMEOUT_MS } from '@jara/contracts/constants';
import { test } from '../support/e2e-test';
import { breakCall } from '../support/chaos-faults';
import { moveTime } from '../support/page-time';
import { WALLET_PAGE } from '../support/wallet-flow';

test('a hung wallet call shows its error and Try again after one timeout', async ({
  page,
  customer: _signedIn,
}) => {
  await page.clock.install();
  const fault = await breakCall(page, { key: 'GET /wallet' }, 'hang');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(WALLET_PAGE);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(fault.hits).toBe(1);

  await moveTime(page, API_REQUEST_TIMEOUT_MS + 1_000);
  const failed = page.getByRole('alert').filter({ hasText: 'We could not load your wallet.' });
  await expect(failed).toBeVisible();
  expect(fault.hits()).toBe(1);

  await fault.heal();
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('wallet-balance')).toBeVisible();
});
