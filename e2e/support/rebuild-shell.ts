/**
 * Rebuilds the shell in place while the e2e stack keeps serving it, as a deploy of a new shell
 * build would: `BUILD_ID=<id> pnpm --filter @jara/shell build`, then the pages published again
 * so the prerendered documents name the new build. nginx reads files from disk, so the next
 * request sees the new build and `builds/latest.json` names `buildId`.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const WORKSPACE_ROOT = path.resolve(import.meta.dirname, '..', '..');
const BUILD_TIMEOUT_MS = 5 * 60_000;

export async function rebuildShell(buildId: string): Promise<void> {
  const options = {
    cwd: WORKSPACE_ROOT,
    env: { ...process.env, BUILD_ID: buildId },
    timeout: BUILD_TIMEOUT_MS,
    maxBuffer: 16 * 1024 * 1024,
  };
  try {
    await run('pnpm', ['--filter', '@jara/shell', 'build'], options);
    await run(
      'pnpm',
      ['--filter', '@jara/local-stack', 'publish-pages', '--stack', 'e2e'],
      options,
    );
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`Rebuilding the shell as ${buildId} failed:\n${stdout}\n${stderr}`, {
      cause: error,
    });
  }
}
