/**
 * Issue 15, item 1: a canary per remote. `release --canary 50` gives half the devices the new
 * storefront; each device draws its side once per canary version from a hash of its device id
 * (kept in localStorage), the remote and the canary version, so it keeps that side across reloads
 * and visits. Devices are put on a side by starting them with an id the shell's own hash places
 * there (`deviceOnSide`, shell/src/testing/device-on-side.ts). The network says which
 * release a page loaded: the storefront's mf-manifest.json and remoteEntry.js come from
 * `/v/<canary version>/` or from the stable entry, never both.
 *
 * A fresh device (no id yet) lands on the side its new id hashes to; the split itself (10,000 ids
 * give 10 % +- 1 %, both sides drawn) is the shell's jest test (release-bucket.test.ts), which a
 * browser need not measure again. `rollback` drops the canary (every device on stable),
 * `promote` makes it stable for every device, and the canary device's analytics events name the
 * canary release and channel.
 */
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { test } from '../../support/e2e-test';
import type { RegistryRemote } from '@jara/contracts/runtime-config';
import { inCanary, releaseBucket } from '@jara/shell/release-bucket';
import { deviceOnSide } from '@jara/shell/testing/device-on-side';
import { readAnalyticsEvents } from '../../support/analytics-sink';
import { openDevice, storedDeviceId } from '../../support/device-context';
import { E2E_ORIGINS } from '../../support/e2e-stack';
import {
  keepRegistry,
  promoteOnStack,
  releaseOnStack,
  rollbackOnStack,
  stackRegistry,
} from '../../support/release-cli';
import { releaseFilesOf, releaseFilesRequested } from '../../support/release-files';
import { lookLikeAPerson, PERSON_USER_AGENT } from '../../support/site-flows';
import { removeTestReleases } from '../../support/test-releases';

test.use({ userAgent: PERSON_USER_AGENT });

const STOREFRONT = E2E_ORIGINS.remotes.storefront;
const PERCENT = 50;

interface SinkEvent {
  properties?: {
    remote_versions?: Record<string, string>;
    remote_channels?: Record<string, string>;
  };
}

const storefrontNow = async (): Promise<RegistryRemote> =>
  (await stackRegistry()).remotes.storefront!;

/** Opens the marketplace (a storefront screen) and checks which storefront release it loaded. */
async function expectStorefrontFrom(page: Page, entry: string, load = () => page.goto('/stores')) {
  const requested = releaseFilesRequested(page, STOREFRONT);
  await load();
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
  await expect.poll(requested).toEqual(releaseFilesOf(entry));
}

/** A first visit: the shell makes the device's id; which manifest did it ask for, with which id? */
async function freshDevice(browser: Browser) {
  const context = await openDevice(browser);
  try {
    const page = await context.newPage();
    const manifest = page.waitForRequest(
      (request) =>
        request.url().startsWith(`${STOREFRONT}/`) && request.url().endsWith('/mf-manifest.json'),
    );
    await page.goto('/stores', { waitUntil: 'commit' });
    return { manifest: (await manifest).url(), id: await storedDeviceId(context) };
  } finally {
    await context.close();
  }
}

test('a canary reaches its share of devices, sticks to each, and ends by rollback or promote', async ({
  browser,
}) => {
  test.setTimeout(3 * 60_000);
  const restoreRegistry = await keepRegistry();
  const version = `e2e-canary-${Date.now().toString(36)}`;
  const devices: BrowserContext[] = [];
  const device = async (id: string) => {
    const context = await openDevice(browser, id);
    devices.push(context);
    return context;
  };
  try {
    const stable = await storefrontNow();
    await releaseOnStack('storefront', { version, canary: PERCENT });
    const { canary } = await storefrontNow();
    expect(canary).toMatchObject({ version, percent: PERCENT });
    const split = { version, percent: PERCENT };
    const onCanary = await device(deviceOnSide('canary', 'storefront', split));
    const onStable = await device(deviceOnSide('stable', 'storefront', split));

    // The canary device loads the canary, and its analytics events say so.
    const page = await onCanary.newPage();
    await lookLikeAPerson(page);
    await expectStorefrontFrom(page, canary!.entry);
    // Analytics loads on the visitor's first use of the page.
    await page.mouse.move(200, 200);
    await page.mouse.move(240, 260);
    const storefrontReleases = async () =>
      (await readAnalyticsEvents<SinkEvent>({ event: '$pageview' }))
        .map(({ properties }) => ({
          version: properties?.remote_versions?.storefront,
          channel: properties?.remote_channels?.storefront,
        }))
        .filter((release) => release.version === version);
    await expect
      .poll(storefrontReleases, { timeout: 30_000 })
      .toContainEqual({ version, channel: 'canary' });
    expect(new Set((await storefrontReleases()).map((release) => release.channel))).toEqual(
      new Set(['canary']),
    );

    // It keeps the canary after a reload and on its next visit; the other side stays on stable.
    await expectStorefrontFrom(page, canary!.entry, () => page.reload());
    await expectStorefrontFrom(await onCanary.newPage(), canary!.entry);
    await expectStorefrontFrom(await onStable.newPage(), stable.entry);

    // A first visit: the shell makes the device's id, and the page loads the side it hashes to.
    const fresh = await freshDevice(browser);
    expect(fresh.id).toBeDefined();
    const freshOnCanary = inCanary(releaseBucket(fresh.id!, 'storefront', version), PERCENT);
    expect(fresh.manifest).toBe(freshOnCanary ? canary!.entry : stable.entry);

    // Rollback drops the canary: its devices are back on stable at their next page.
    await rollbackOnStack('storefront');
    expect((await storefrontNow()).canary).toBeUndefined();
    await expectStorefrontFrom(await onCanary.newPage(), stable.entry);

    // Promote makes it every device's stable release.
    await releaseOnStack('storefront', { version, canary: PERCENT });
    await promoteOnStack('storefront');
    const promoted = await storefrontNow();
    expect(promoted).toMatchObject({ version, entry: canary!.entry });
    expect(promoted.canary).toBeUndefined();
    await expectStorefrontFrom(await onStable.newPage(), canary!.entry);
    await expectStorefrontFrom(await onCanary.newPage(), canary!.entry);
  } finally {
    await Promise.all(devices.map((context) => context.close()));
    await restoreRegistry();
    await removeTestReleases('storefront', [version]);
  }
});
