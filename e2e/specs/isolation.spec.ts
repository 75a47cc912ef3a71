/**
 * Issue 2, item 8: a remote that is down, slow, or throws while loading, mounting or rendering
 * leaves the shell's layout standing, shows a fallback with a retry in its own place, and every
 * other remote keeps working; the failure is logged with the remote's name.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { remoteManifestUrl } from '../support/e2e-stack';
import {
  makeRemoteUnreachable,
  setFault,
  useFaultyRemote,
  type FaultMode,
} from '../support/remote-overrides';

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

async function expectMarketplaceFallback(page: Page) {
  const fallback = page.locator('[data-remote-fallback="storefront"]');
  await expect(fallback).toContainText('The marketplace is unavailable right now.');
  await expect(fallback.getByRole('button', { name: 'Try again' })).toBeVisible();
  // The shell's layout stands, and another remote's widget still works.
  await expect(page.getByRole('navigation', { name: 'Marketplace' })).toBeVisible();
  await page.getByTestId('cart-button').click();
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
  await page.keyboard.press('Escape');
}

test.describe('a failing remote stays in its own place', () => {
  test('down: the manifest cannot be reached', async ({ page }) => {
    const errors = collectErrors(page);
    await makeRemoteUnreachable(page, 'storefront');
    await page.goto('/stores');
    await expectMarketplaceFallback(page);
    expect(errors.some((text) => text.includes('remote "storefront"'))).toBe(true);

    // Back up: the retry mounts it without a reload.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page
      .locator('[data-remote-fallback="storefront"]')
      .getByRole('button', { name: 'Try again' })
      .click();
    await expect(page.getByRole('heading', { name: 'Marketplace', level: 1 })).toBeVisible();
  });

  test('slow: the remote takes longer than the timeout', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(remoteManifestUrl('storefront'), async (route) => {
      await held;
      await route.continue();
    });
    const started = Date.now();
    await page.goto('/stores');
    await expectMarketplaceFallback(page);
    // The e2e config sets remoteTimeoutMs to 3000.
    expect(Date.now() - started).toBeGreaterThanOrEqual(3000);
    release();
    await page
      .locator('[data-remote-fallback="storefront"]')
      .getByRole('button', { name: 'Try again' })
      .click();
    await expect(page.getByRole('heading', { name: 'Marketplace', level: 1 })).toBeVisible();
  });

  for (const fault of ['load', 'mount', 'render'] as FaultMode[]) {
    test(`throws while ${fault === 'load' ? 'loading' : fault === 'mount' ? 'mounting' : 'rendering'}`, async ({
      page,
    }) => {
      const errors = collectErrors(page);
      await useFaultyRemote(page, 'storefront');
      await setFault(page, fault);
      await page.goto('/stores');
      await expectMarketplaceFallback(page);
      expect(errors.some((text) => text.includes('remote "storefront"'))).toBe(true);
    });
  }

  test('the same fixture without a fault mounts normally', async ({ page }) => {
    await useFaultyRemote(page, 'storefront');
    await setFault(page, 'none');
    await page.goto('/stores');
    await expect(page.getByText('faulty remote ok')).toBeVisible();
  });

  test('a widget that is down leaves a compact retry in the header', async ({ page }) => {
    await makeRemoteUnreachable(page, 'checkout');
    await page.goto('/stores');
    await expect(
      page.getByRole('button', { name: 'Your cart is unavailable. Retry' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Marketplace', level: 1 })).toBeVisible();
  });
});
