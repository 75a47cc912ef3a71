/**
 * The release tool as a squad runs it, against the e2e stack: release a remote's current build
 * under a version (or as a canary), promote or roll it back, read the registry the stack serves,
 * and put it back after.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { RemoteName } from '@jara/contracts/remote-contract';
import type { RemoteRegistry } from '@jara/contracts/runtime-config';
import { writeJsonAtomic } from '@jara/local-stack/atomic-json';
import { stackPaths } from '@jara/local-stack/workspace';

const run = promisify(execFile);
export const WORKSPACE_ROOT = path.resolve(import.meta.dirname, '..', '..');
export const E2E_REGISTRY_FILE = path.join(
  stackPaths(WORKSPACE_ROOT, 'e2e').runtimeDir,
  'registry.json',
);

async function runCommand(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<string> {
  try {
    const { stdout } = await run(command, args, {
      ...options,
      timeout: 5 * 60_000,
      maxBuffer: 16 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout}\n${stderr}`, {
      cause: error,
    });
  }
}

/**
 * A package's own command line (what `pnpm --filter <package> <script>` runs), in a plain Node:
 * pnpm's start cost a second of CPU a call, over some twenty calls in the suite.
 */
function tsxCli(
  packageDir: string,
  script: string,
  args: string[],
  env?: NodeJS.ProcessEnv,
): Promise<string> {
  return runCommand(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: path.join(WORKSPACE_ROOT, 'deploy', packageDir),
    ...(env && { env }),
  });
}

/** The release tool, as `pnpm --filter @jara/release <command>` runs it. */
export function releaseCli(args: string[], env?: NodeJS.ProcessEnv): Promise<string> {
  return tsxCli('release', 'src/release-cli.ts', args, env);
}

/** Releases the remote's build already in its dist (no build) on the e2e stack. */
export function releaseOnStack(
  remote: RemoteName,
  options: { version?: string; canary?: number } = {},
): Promise<string> {
  return releaseCli([
    'release',
    remote,
    '--skip-build',
    '--stack',
    'e2e',
    ...(options.version ? ['--version', options.version] : []),
    ...(options.canary ? ['--canary', String(options.canary)] : []),
  ]);
}

export function rollbackOnStack(remote: RemoteName): Promise<string> {
  return releaseCli(['rollback', remote, '--stack', 'e2e']);
}

/** The running canary becomes the stable release for every device. */
export function promoteOnStack(remote: RemoteName): Promise<string> {
  return releaseCli(['promote', remote, '--stack', 'e2e']);
}

export async function stackRegistry(): Promise<RemoteRegistry> {
  return JSON.parse(await readFile(E2E_REGISTRY_FILE, 'utf8')) as RemoteRegistry;
}

/** Remembers the stack's registry; the returned function puts it back and republishes. */
export async function keepRegistry(): Promise<() => Promise<void>> {
  const saved = JSON.parse(await readFile(E2E_REGISTRY_FILE, 'utf8')) as unknown;
  return async () => {
    await writeJsonAtomic(E2E_REGISTRY_FILE, saved);
    await tsxCli('local', 'src/publish-pages-cli.ts', ['--stack', 'e2e']);
  };
}
