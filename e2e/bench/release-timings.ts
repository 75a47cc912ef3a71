/**
 * How long shipping one remote takes on the e2e stack, with the release tool squads use
 * (`pnpm --filter @jara/release ...`, each step timed as a whole process): a release with its
 * build, one of a build already there, a rollback, and how long after the registry is written a
 * newly opened page gets the new version. The stack's registry is put back afterwards and the
 * bench's own release folders removed, so the bench leaves the stack as it found it.
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import type { RemoteRegistry } from '@jara/contracts/runtime-config';
import { writeJsonAtomic } from '@jara/local-stack/atomic-json';
import { stackPaths } from '@jara/local-stack/workspace';
import { STACK_URLS } from '../support/e2e-stack';
import { runStep } from './run-step';

export interface ReleaseTimings {
  remote: string;
  releaseWithBuildS: number;
  releaseWithoutBuildS: number;
  rollbackS: number;
  newPageSeesReleaseMs: number;
}

/** The smallest remote: the timing is about the tool, not about one squad's build. */
const REMOTE = 'plans';
const FILE_POLL_MS = 10;

export async function measureReleaseTimings(
  root: string,
  browser: Browser,
): Promise<ReleaseTimings> {
  const paths = stackPaths(root, 'e2e');
  const registryFile = path.join(paths.runtimeDir, 'registry.json');
  const saved = await readFile(registryFile, 'utf8');
  const stamp = Date.now().toString(36);
  const versions = [1, 2, 3].map((step) => `bench-${stamp}-${step}`);
  const release = (version: string, ...flags: string[]) =>
    runStep(
      'pnpm',
      [
        '--filter',
        '@jara/release',
        'release',
        REMOTE,
        '--stack',
        'e2e',
        '--version',
        version,
        ...flags,
      ],
      root,
    );
  const versionIn = (registry: string) =>
    (JSON.parse(registry) as RemoteRegistry).remotes[REMOTE]?.version;
  try {
    const withBuild = await release(versions[0]!);
    const withoutBuild = await release(versions[1]!, '--skip-build');
    const rollback = await runStep(
      'pnpm',
      ['--filter', '@jara/release', 'rollback', REMOTE, '--stack', 'e2e'],
      root,
    );

    const releasing = release(versions[2]!, '--skip-build');
    let written = 0;
    while (written === 0) {
      if (versionIn(await readFile(registryFile, 'utf8')) === versions[2]) written = Date.now();
      else await new Promise((resolve) => setTimeout(resolve, FILE_POLL_MS));
    }
    let seenAt = 0;
    while (seenAt === 0) {
      const context = await browser.newContext({ ignoreHTTPSErrors: true });
      const page = await context.newPage();
      const answer = page.waitForResponse((response) => response.url() === STACK_URLS.registry);
      await page.goto(STACK_URLS.site, { waitUntil: 'commit' });
      if (versionIn(await (await answer).text()) === versions[2]) seenAt = Date.now();
      await context.close();
    }
    await releasing;
    return {
      remote: REMOTE,
      releaseWithBuildS: withBuild.seconds,
      releaseWithoutBuildS: withoutBuild.seconds,
      rollbackS: rollback.seconds,
      newPageSeesReleaseMs: seenAt - written,
    };
  } finally {
    await writeJsonAtomic(registryFile, JSON.parse(saved) as unknown);
    await runStep(
      'pnpm',
      ['--filter', '@jara/local-stack', 'publish-pages', '--stack', 'e2e'],
      root,
    );
    await Promise.all(
      versions.map((version) =>
        rm(path.join(paths.releasesDir, REMOTE, version), { recursive: true, force: true }),
      ),
    );
  }
}
