/**
 * Production builds of the site's bundles through each package's own `build` script, at most
 * two at a time: the machines this runs on have two cores, and rspack already uses threads.
 */
import { performance } from 'node:perf_hooks';
import type { Bundle } from '../workspace';
import { runToCompletion } from '../processes/managed-process';
import { runLimited } from '../processes/run-limited';

export const BUILD_CONCURRENCY = 2;

export interface BuildOptions {
  root: string;
  concurrency?: number;
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
}

export async function buildPackage(
  packageName: string,
  script: string,
  options: BuildOptions,
): Promise<void> {
  const log = options.log ?? console.info;
  const started = performance.now();
  log(`[${packageName}] ${script}...`);
  await runToCompletion(packageName, 'pnpm', ['--filter', packageName, script], {
    cwd: options.root,
    env: options.env ?? process.env,
    onLine: (line) => log(`[${packageName}] ${line}`),
  });
  log(`[${packageName}] ${script} done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

export async function buildBundles(bundles: Bundle[], options: BuildOptions): Promise<void> {
  await runLimited(bundles, options.concurrency ?? BUILD_CONCURRENCY, (bundle) =>
    buildPackage(bundle.packageName, 'build', options),
  );
}
