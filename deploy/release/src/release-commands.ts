/**
 * Release, list and roll back one remote; the shell is never rebuilt or restarted. Each change
 * of the registry publishes the pages again, so a prerendered page names the release it shows
 * (a content release republishes the blog); should that fail, the previous pages stay served.
 */
import type { RemoteName } from '@jara/contracts/remote-contract';
import type { ReleaseContext } from './release-context';
import { listReleases, publishRelease, type ReleaseRecord } from './release-folders';
import { currentRelease, pointRemoteAt, readRegistry } from './registry-pointer';

export interface ReleaseRequest {
  distDir: string;
  packageVersion: string;
  version?: string;
  /** Produces `distDir`; skipped when the build is already there. */
  build?: () => Promise<void>;
}

export interface ReleaseOutcome {
  record: ReleaseRecord;
  /** False when this exact build was released before (its folder is reused). */
  created: boolean;
  previous?: string;
}

export async function releaseRemote(
  context: ReleaseContext,
  remote: RemoteName,
  request: ReleaseRequest,
): Promise<ReleaseOutcome> {
  await request.build?.();
  const { record, created } = await publishRelease(context.releasesDir, {
    remote,
    distDir: request.distDir,
    packageVersion: request.packageVersion,
    ...(request.version !== undefined && { version: request.version }),
    releasedAt: context.now(),
  });
  const previous = currentRelease(context, await readRegistry(context), remote);
  await pointRemoteAt(context, remote, record);
  await context.publishPages();
  return { record, created, ...(previous !== undefined && { previous }) };
}

export async function remoteVersions(
  context: ReleaseContext,
  remote: RemoteName,
): Promise<{ releases: ReleaseRecord[]; current?: string }> {
  const releases = await listReleases(context.releasesDir, remote);
  const current = currentRelease(context, await readRegistry(context), remote);
  return current === undefined ? { releases } : { releases, current };
}

/** Points a remote back at an earlier release: the one named, or the one before the current. */
export async function rollbackRemote(
  context: ReleaseContext,
  remote: RemoteName,
  to?: string,
): Promise<{ from?: string; to: string }> {
  const { releases, current } = await remoteVersions(context, remote);
  const known = releases.map((release) => release.version);
  let target: string;
  if (to !== undefined) {
    if (!known.includes(to)) {
      throw new Error(`${remote} has no release ${to} (releases: ${known.join(', ') || 'none'})`);
    }
    target = to;
  } else {
    if (current === undefined) {
      throw new Error(`${remote} serves its unreleased root build: name a release with --to`);
    }
    const index = known.indexOf(current);
    const before = index > 0 ? known[index - 1] : undefined;
    if (before === undefined) throw new Error(`${remote} has no release before ${current}`);
    target = before;
  }
  if (target !== current) {
    await pointRemoteAt(context, remote, { version: target });
    await context.publishPages();
  }
  return current === undefined ? { to: target } : { from: current, to: target };
}
