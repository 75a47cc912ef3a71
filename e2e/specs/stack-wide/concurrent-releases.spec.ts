/**
 * Issue 15, item 3: squads releasing at the same moment never lose each other's update. Release
 * processes (the command line a squad runs, `--skip-build`, one for each of the five remotes)
 * start together against the running e2e stack; the registry is written with
 * compare-and-swap under a lock file, so every one lands: each version is its remote's stable
 * release or in its `history`, and `revision` rose by exactly one write each, none lost. The
 * site still loads on the registry they leave. The registry is put back afterwards. Twenty
 * processes at once are the release tool's own test (file-registry-store.test.ts): this one
 * shows the same holds on the running stack.
 */
import { expect } from '@playwright/test';
import { test } from '../../support/e2e-test';
import { REMOTE_NAMES, type RemoteName } from '@jara/contracts/remote-contract';
import { E2E_ORIGINS } from '../../support/e2e-stack';
import { keepRegistry, releaseOnStack, stackRegistry } from '../../support/release-cli';
import { releaseFilesOf, releaseFilesRequested } from '../../support/release-files';
import { removeTestReleases } from '../../support/test-releases';

const RELEASES = REMOTE_NAMES.length;

test('a release of each of the five remotes at once: all land in the registry', async ({
  page,
}) => {
  test.setTimeout(3 * 60_000);
  const restoreRegistry = await keepRegistry();
  const stamp = Date.now().toString(36);
  const releases = Array.from({ length: RELEASES }, (_, index) => ({
    remote: REMOTE_NAMES[index % REMOTE_NAMES.length]!,
    version: `e2e-together-${stamp}-${index}`,
  }));
  try {
    const before = await stackRegistry();
    await Promise.all(releases.map(({ remote, version }) => releaseOnStack(remote, { version })));

    const after = await stackRegistry();
    expect(after.revision).toBe((before.revision ?? 0) + RELEASES);
    const landed = ({ remote, version }: { remote: RemoteName; version: string }) => {
      const entry = after.remotes[remote];
      return entry?.version === version || (entry?.history ?? []).includes(version);
    };
    expect(releases.filter((release) => !landed(release))).toEqual([]);

    // The site works on what they left: the marketplace loads the storefront's last release.
    const storefront = after.remotes.storefront!;
    expect(releases.map(({ version }) => version)).toContain(storefront.version);
    const requested = releaseFilesRequested(page, E2E_ORIGINS.remotes.storefront);
    await page.goto('/stores');
    await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
    await expect.poll(requested).toEqual(releaseFilesOf(storefront.entry));
  } finally {
    await restoreRegistry();
    for (const remote of REMOTE_NAMES) {
      const versions = releases.filter((release) => release.remote === remote);
      await removeTestReleases(
        remote,
        versions.map(({ version }) => version),
      );
    }
  }
});
