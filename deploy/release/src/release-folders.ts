/**
 * Immutable release folders: `<releasesDir>/<remote>/<version>/` holds a copy of one build and a
 * `release.json` record. A folder appears whole (copied aside, then renamed into place) and is
 * never rewritten: publishing the same build again is a no-op, different bytes under an existing
 * version are refused.
 */
import { randomBytes } from 'node:crypto';
import { cp, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteName } from '@jara/contracts/remote-contract';
import { readJsonIfExists, writeJsonAtomic } from '@jara/local-stack/atomic-json';
import { readBuild, type PublishRequest } from './release-build';
import {
  byReleaseTime,
  isReleaseRecord,
  RELEASE_RECORD,
  sameBuildOrThrow,
  type ReleaseRecord,
} from './release-record';
import type { PublishOutcome } from './release-target';

export async function readReleaseRecord(folder: string): Promise<ReleaseRecord | undefined> {
  const record = await readJsonIfExists(path.join(folder, RELEASE_RECORD));
  return isReleaseRecord(record) ? record : undefined;
}

export async function publishRelease(
  releasesDir: string,
  request: PublishRequest,
): Promise<PublishOutcome> {
  const { record } = await readBuild(request);
  const hash = record.contentHash;
  const remoteDir = path.join(releasesDir, request.remote);
  const target = path.join(remoteDir, record.version);
  const existing = await readReleaseRecord(target);
  if (existing) return { record: sameBuildOrThrow(existing, hash, request.remote), created: false };

  // Hidden, so no server ever serves a half-copied folder.
  const staging = path.join(remoteDir, `.staging-${process.pid}-${randomBytes(4).toString('hex')}`);
  await mkdir(remoteDir, { recursive: true });
  try {
    await cp(request.distDir, staging, { recursive: true });
    await writeJsonAtomic(path.join(staging, RELEASE_RECORD), record);
    await rename(staging, target);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    const raced = await readReleaseRecord(target);
    if (raced) return { record: sameBuildOrThrow(raced, hash, request.remote), created: false };
    throw error;
  }
  return { record, created: true };
}

/** Every release of a remote, oldest first. */
export async function listReleases(
  releasesDir: string,
  remote: RemoteName,
): Promise<ReleaseRecord[]> {
  const remoteDir = path.join(releasesDir, remote);
  const names = await readdir(remoteDir).catch(() => [] as string[]);
  const records: ReleaseRecord[] = [];
  for (const name of names.filter((entry) => !entry.startsWith('.'))) {
    const folder = path.join(remoteDir, name);
    if (!(await stat(folder)).isDirectory()) continue;
    const record = await readReleaseRecord(folder);
    if (record) records.push(record);
  }
  return records.sort(byReleaseTime);
}
