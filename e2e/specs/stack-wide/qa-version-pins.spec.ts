/**
 * Issue 15, item 2: a tester pins a remote to a released version for their own browser with
 * `?pin=<remote>@<version>`. The stack serves production's runtime config (pins refused); the
 * same config with `allowVersionPins: true` is served to this context to allow them. The pinned
 * release is a real one: released on the stack, then the registry put back, so it exists only
 * as a release folder the registry does not name (the shell checks its manifest before use).
 * Which release loaded is read from the network; the QA badge says what happened, survives
 * navigation, and its button clears the pins. A version that does not exist, and hostile pin
 * values, are refused as text, and stable loads.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../../support/e2e-test';
import { VERSION_PINS_KEY } from '@jara/shell/stored-pins';
import { expectNoSeriousA11yViolations } from '../../support/accessibility';
import { allowVersionPins } from '../../support/allow-version-pins';
import { E2E_ORIGINS } from '../../support/e2e-stack';
import { clearPinsButton, pinBadge } from '../../support/qa-pin-badge';
import { keepRegistry, releaseOnStack, stackRegistry } from '../../support/release-cli';
import { releaseFilesOf, releaseFilesRequested } from '../../support/release-files';
import { removeTestReleases } from '../../support/test-releases';

const STOREFRONT = E2E_ORIGINS.remotes.storefront;

/**
 * Opens `path` and checks which storefront release the page loaded; `checked`: a pinned
 * manifest the shell only asked for, to see whether that release exists.
 */
async function expectStorefrontFrom(page: Page, path: string, entry: string, checked?: string) {
  const requested = releaseFilesRequested(page, STOREFRONT);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
  await expect
    .poll(requested)
    .toEqual([...releaseFilesOf(entry), ...(checked ? [checked] : [])].sort());
}

const storedPins = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), VERSION_PINS_KEY);

test('a pin loads a released version where allowed, is refused in production, and stays text', async ({
  page,
  context,
}) => {
  test.setTimeout(3 * 60_000);
  const restoreRegistry = await keepRegistry();
  const version = `e2e-pin-${Date.now().toString(36)}`;
  const pinned = `${STOREFRONT}/v/${version}/mf-manifest.json`;
  try {
    const stable = (await stackRegistry()).remotes.storefront!;
    await releaseOnStack('storefront', { version });
    await restoreRegistry();
    const executed: string[] = [];
    page.on('dialog', async (dialog) => {
      executed.push(dialog.message());
      await dialog.dismiss();
    });

    // Production, as the stack serves it: refused, told, not kept, and stable loads.
    await expectStorefrontFrom(page, `/stores?pin=storefront@${version}`, stable.entry);
    await expect(pinBadge(page)).toContainText(
      'QA: version pins are refused here (environment production, allowVersionPins false)',
    );
    expect(await storedPins(page)).toBeNull();

    // Allowed: the pinned release loads, and the badge says so (and passes axe).
    await allowVersionPins(context);
    await expectStorefrontFrom(page, `/stores?pin=storefront@${version}`, pinned);
    await expect(pinBadge(page)).toContainText(`QA: storefront pinned to ${version}`);
    await expect(page).toHaveURL(/\/stores$/);
    await expectNoSeriousA11yViolations(page, '[data-testid="qa-pin-badge"]');

    // It survives navigation: a move inside the app, and a full load that reads the kept pin.
    await page.locator('#root main a[href^="/stores/"]').first().click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Marketplace');
    await expect(pinBadge(page)).toBeVisible();
    await expectStorefrontFrom(page, '/stores', pinned);
    await expect(pinBadge(page)).toContainText(`QA: storefront pinned to ${version}`);

    // Clearing it goes back to stable, without the badge.
    const cleared = releaseFilesRequested(page, STOREFRONT);
    await clearPinsButton(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
    await expect.poll(cleared).toEqual(releaseFilesOf(stable.entry));
    await expect(pinBadge(page)).toHaveCount(0);
    expect(await storedPins(page)).toBeNull();

    // A version that was never released: its manifest is asked for, missing, the pin refused
    // with the reason, and stable loads.
    const missing = `${STOREFRONT}/v/e2e-never-released/mf-manifest.json`;
    await expectStorefrontFrom(
      page,
      '/stores?pin=storefront@e2e-never-released',
      stable.entry,
      missing,
    );
    await expect(pinBadge(page)).toContainText(
      `QA: storefront e2e-never-released does not exist (${missing} answered 404); the stable ` +
        `release ${stable.version} loads`,
    );
    await expectStorefrontFrom(page, '/stores?unpin', stable.entry);

    // Hostile values are refused and shown as text, never run as markup.
    const hostile = [
      'storefront@<script>alert("pin")</script>',
      'storefront@"><img src=x onerror=alert("pin")>',
      '"><img src=x onerror=alert("pin")>@1.0.0',
    ];
    for (const value of hostile) {
      await expectStorefrontFrom(page, `/stores?pin=${encodeURIComponent(value)}`, stable.entry);
      await expect(pinBadge(page)).toContainText(/QA: pin ".*" refused/);
      await expect(pinBadge(page)).toContainText(
        value.includes('<script>') ? '<script>' : '<img src=x',
      );
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
      expect(await storedPins(page)).toBeNull();
    }
    expect(executed).toEqual([]);
  } finally {
    await restoreRegistry();
    await removeTestReleases('storefront', [version]);
  }
});
