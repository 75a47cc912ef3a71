/**
 * Release folders a spec made on the stack, removed once the spec has put the registry back. A
 * release is immutable while anything may name it; a spec's own versions (unique names, never in
 * the restored registry) would otherwise pile up a remote's whole build at every run.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteName } from '@jara/contracts/remote-contract';
import { stackPaths } from '@jara/local-stack/workspace';
import { WORKSPACE_ROOT } from './release-cli';

const RELEASES_DIR = stackPaths(WORKSPACE_ROOT, 'e2e').releasesDir;
const SPEC_VERSION = /^e2e-[0-9a-z-]+$/;

export async function removeTestReleases(remote: RemoteName, versions: string[]): Promise<void> {
  for (const version of versions) {
    // Only a spec's own names: never a squad's release, never a path outside the remote's folder.
    if (!SPEC_VERSION.test(version)) throw new Error(`Not a test release: ${version}`);
    await rm(path.join(RELEASES_DIR, remote, version), { recursive: true, force: true });
  }
}
