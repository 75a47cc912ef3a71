/**
 * Every bundle in watch mode (each package's `dev` script, `rspack build --watch`). Watchers are
 * started two at a time: the next pair starts once the previous ones wrote their first build,
 * so six cold builds do not fight over two cores.
 */
import { stat } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Bundle } from '../workspace';
import { spawnManaged, type ManagedProcess } from '../processes/managed-process';
import { runLimited } from '../processes/run-limited';
import { BUILD_CONCURRENCY } from './build-bundles';
import { buildMarker } from './build-marker';

const FIRST_BUILD_TIMEOUT_MS = 180_000;

async function modifiedSince(file: string, since: number): Promise<boolean> {
  try {
    return (await stat(file)).mtimeMs >= since;
  } catch {
    return false;
  }
}

async function waitForFirstBuild(bundle: Bundle, watcher: ManagedProcess, since: number) {
  const deadline = Date.now() + FIRST_BUILD_TIMEOUT_MS;
  let exited: number | string | undefined;
  void watcher.exited.then((code) => (exited = code));
  while (Date.now() < deadline) {
    if (await modifiedSince(buildMarker(bundle), since)) return;
    if (exited !== undefined) {
      throw new Error(
        `${bundle.packageName} watcher exited (${exited}):\n${watcher.recentOutput()}`,
      );
    }
    await sleep(250);
  }
  console.warn(
    `[${bundle.packageName}] no first build after ${FIRST_BUILD_TIMEOUT_MS / 1000} s; going on`,
  );
}

export async function watchBundles(
  bundles: Bundle[],
  options: { root: string; log?: (line: string) => void },
): Promise<ManagedProcess[]> {
  const log = options.log ?? console.info;
  const watchers: ManagedProcess[] = [];
  try {
    await runLimited(bundles, BUILD_CONCURRENCY, async (bundle) => {
      const since = Date.now() - 1000;
      const watcher = spawnManaged(
        bundle.packageName,
        'pnpm',
        ['--filter', bundle.packageName, 'dev'],
        {
          cwd: options.root,
          onLine: (line) => log(`[${bundle.name}] ${line}`),
        },
      );
      watchers.push(watcher);
      await waitForFirstBuild(bundle, watcher, since);
      log(`[${bundle.name}] watching`);
    });
  } catch (error) {
    await Promise.all(watchers.map((watcher) => watcher.stop()));
    throw error;
  }
  return watchers;
}
