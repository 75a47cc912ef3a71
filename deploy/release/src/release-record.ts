/**
 * `release.json`: what a target keeps beside every release, so a listing needs no registry and
 * the same build released twice is recognised by its content hash.
 */
import type { RemoteName } from '@jara/contracts/remote-contract';

export const RELEASE_RECORD = 'release.json';

export interface ReleaseRecord {
  remote: RemoteName;
  version: string;
  packageVersion: string;
  contentHash: string;
  releasedAt: string;
}

export function isReleaseRecord(value: unknown): value is ReleaseRecord {
  const record = value as Partial<ReleaseRecord> | undefined;
  return (
    typeof record?.version === 'string' &&
    typeof record.contentHash === 'string' &&
    typeof record.releasedAt === 'string'
  );
}

/** A version that exists is reused for the same build and refused for any other. */
export function sameBuildOrThrow(
  existing: ReleaseRecord,
  hash: string,
  remote: RemoteName,
): ReleaseRecord {
  if (existing.contentHash === hash) return existing;
  throw new Error(
    `${remote} ${existing.version} is already released with different files; releases are ` +
      'immutable, so release this build under another version',
  );
}

/** Oldest first. */
export function byReleaseTime(a: ReleaseRecord, b: ReleaseRecord): number {
  return a.releasedAt.localeCompare(b.releasedAt) || a.version.localeCompare(b.version);
}
