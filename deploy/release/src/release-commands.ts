/**
 * Release, list, roll back and promote one remote, against any release target; the shell is never
 * rebuilt or restarted. The build's files are in place before the registry names them, and every
 * registry change goes through `updateRegistry` (compare-and-swap), so releases of different
 * remotes at the same moment all land. On the local stacks each change publishes the pages again
 * (a prerendered page names the release it shows); should that fail, the previous pages stay.
 */
import type { RemoteName } from '@jara/contracts/remote-contract';
import type { RegistryCanary } from '@jara/contracts/runtime-config';
import type { ReleaseContext } from './release-context';
import type { ReleaseRecord } from './release-record';
import { promoteCanary, rollBack, setStable, stableRelease, startCanary } from './registry-changes';
import { updateRegistry, type RegistryChange, type RegistryUpdate } from './update-registry';
import { assertCanaryPercent, assertVersionName } from './release-names';

export interface ReleaseRequest {
  distDir: string;
  packageVersion: string;
  version?: string;
  /** Produces `distDir`; skipped when the build is already there. */
  build?: () => Promise<void>;
  /** Releases as a canary for this share of devices (1-99); stable stays as it is. */
  canaryPercent?: number;
}

export interface ReleaseOutcome {
  record: ReleaseRecord;
  /** False when this exact build was released before (nothing copied again). */
  created: boolean;
  /** The stable release before this one. */
  previous?: string;
  /** A canary this release replaced or ended. */
  endedCanary?: string;
  /** Registry writes refused because another release wrote first (then retried). */
  conflicts: number;
}

export async function releaseRemote(
  context: ReleaseContext,
  remote: RemoteName,
  request: ReleaseRequest,
): Promise<ReleaseOutcome> {
  const { target } = context;
  // Refused before a minute of build, not after.
  if (request.canaryPercent !== undefined) assertCanaryPercent(request.canaryPercent);
  if (request.version !== undefined) assertVersionName(request.version);
  await request.build?.();
  const { record, created } = await target.publish({
    remote,
    distDir: request.distDir,
    packageVersion: request.packageVersion,
    ...(request.version !== undefined && { version: request.version }),
    releasedAt: context.now(),
  });
  const percent = request.canaryPercent;
  const update = await change(context, (registry) =>
    percent === undefined
      ? setStable(registry, remote, record.version, target.entryUrl)
      : startCanary(registry, remote, record.version, percent, target.entryUrl),
  );
  const previous = stableRelease(update.before, remote, target.entryUrl);
  const endedCanary = update.before.remotes[remote]?.canary?.version;
  return {
    record,
    created,
    ...(previous !== undefined && { previous }),
    ...(endedCanary !== undefined && endedCanary !== record.version && { endedCanary }),
    conflicts: update.conflicts,
  };
}

export interface RemoteVersions {
  releases: ReleaseRecord[];
  stable?: string;
  canary?: RegistryCanary;
  /** Earlier stable releases, oldest first: what a rollback goes back through. */
  history: string[];
}

export async function remoteVersions(
  context: ReleaseContext,
  remote: RemoteName,
): Promise<RemoteVersions> {
  const { target } = context;
  const [releases, { registry }] = await Promise.all([
    target.listReleases(remote),
    target.registry.read(),
  ]);
  const stable = stableRelease(registry, remote, target.entryUrl);
  const { canary, history = [] } = registry.remotes[remote] ?? {};
  return {
    releases,
    history,
    ...(stable !== undefined && { stable }),
    ...(canary !== undefined && { canary }),
  };
}

export type RollbackOutcome =
  | { kind: 'canary-dropped'; canary: string; stable?: string }
  | { kind: 'repointed'; from?: string; to: string };

/**
 * Drops a running canary (stable untouched); otherwise points the remote back at the release
 * named, or at the last one in its history.
 */
export async function rollbackRemote(
  context: ReleaseContext,
  remote: RemoteName,
  to?: string,
): Promise<RollbackOutcome> {
  const { target } = context;
  if (to !== undefined) {
    const known = (await target.listReleases(remote)).map((release) => release.version);
    if (!known.includes(to)) {
      throw new Error(
        `${remote} has no release ${JSON.stringify(to)} (releases: ${known.join(', ') || 'none'})`,
      );
    }
  }
  const update = await change(context, (registry) =>
    rollBack(registry, remote, to, target.entryUrl),
  );
  const from = stableRelease(update.before, remote, target.entryUrl);
  const canary = update.before.remotes[remote]?.canary;
  if (canary !== undefined) {
    return {
      kind: 'canary-dropped',
      canary: canary.version,
      ...(from !== undefined && { stable: from }),
    };
  }
  const now = update.after.remotes[remote]!.version;
  return { kind: 'repointed', ...(from !== undefined && { from }), to: now };
}

/** Makes the running canary the stable release for every device. */
export async function promoteRemote(
  context: ReleaseContext,
  remote: RemoteName,
): Promise<{ from?: string; to: string }> {
  const { target } = context;
  const update = await change(context, (registry) =>
    promoteCanary(registry, remote, target.entryUrl),
  );
  const from = stableRelease(update.before, remote, target.entryUrl);
  const to = update.before.remotes[remote]!.canary!.version;
  return { ...(from !== undefined && { from }), to };
}

async function change(
  context: ReleaseContext,
  registryChange: RegistryChange,
): Promise<RegistryUpdate> {
  const update = await updateRegistry(context.target.registry, registryChange);
  if (update.written) await context.target.publishPages?.();
  return update;
}
