/**
 * Issue 13, item 9: a 401 from the broadcasting auth endpoint (the realtime channel's sign-off)
 * logs the customer out, as a 401 from any API call does (spec 6).
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { signInDemo } from '../support/demo-sign-in';

test('a 401 from the broadcasting auth endpoint logs the customer out', async ({ page }) => {
  let refuse: () => void = () => undefined;
  const refused = new Promise<void>((resolve) => (refuse = resolve));
  let asked = 0;
  await page.route('**/broadcasting/auth', async (route) => {
    asked += 1;
    // Held until the sign-in has settled, so the 401 meets a customer who is signed in.
    await refused;
    await route.fulfill({
      status: 401,
      headers: {
        'access-control-allow-origin': route.request().headers()['origin'] ?? '*',
        'access-control-allow-credentials': 'true',
      },
      json: { status: 'error', message: 'Unauthenticated.' },
    });
  });

  await signInDemo(page);
  await page.goto('/stores');
  await expect.poll(() => asked).toBeGreaterThan(0);
  refuse();

  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }),
  ).toBeVisible();
  await expect(page.getByTestId('account-menu')).toHaveCount(0);
  const session = await page.evaluate(() => localStorage.getItem('jara.session'));
  expect((JSON.parse(session ?? '{}') as { state?: { token?: unknown } }).state?.token).toBeNull();
});
