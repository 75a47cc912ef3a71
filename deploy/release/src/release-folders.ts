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
import { contentHash, listFiles } from './content-hash';
import { assertVersionName } from './release-context';

export const RELEASE_RECORD = 'release.json';
const REQUIRED_FILES = ['mf-manifest.json', 'remoteEntry.js'];

export interface ReleaseRecord {
  remote: RemoteName;
  version: string;
  packageVersion: string;
  contentHash: string;
  releasedAt: string;
}

export interface PublishRequest {
  remote: RemoteName;
  distDir: string;
  packageVersion: string;
  /** Defaults to `<packageVersion>-<first 10 hex of the content hash>`. */
  version?: string;
  releasedAt: Date;
}

function isRecord(value: unknown): value is ReleaseRecord {
  const record = value as Partial<ReleaseRecord> | undefined;
  return (
    typeof record?.version === 'string' &&
    typeof record.contentHash === 'string' &&
    typeof record.releasedAt === 'string'
  );
}

export async function readReleaseRecord(folder: string): Promise<ReleaseRecord | undefined> {
  const record = await readJsonIfExists(path.join(folder, RELEASE_RECORD));
  return isRecord(record) ? record : undefined;
}

export async function publishRelease(
  releasesDir: string,
  request: PublishRequest,
): Promise<{ record: ReleaseRecord; created: boolean }> {
  const files = await listFiles(request.distDir).catch(() => [] as string[]);
  const missing = REQUIRED_FILES.filter((file) => !files.includes(file));
  if (missing.length > 0) {
    throw new Error(`${request.distDir} is not a built remote (missing ${missing.join(', ')})`);
  }
  const hash = await contentHash(request.distDir, files);
  const version = request.version ?? `${request.packageVersion}-${hash.slice(0, 10)}`;
  assertVersionName(version);

  const remoteDir = path.join(releasesDir, request.remote);
  const target = path.join(remoteDir, version);
  const existing = await readReleaseRecord(target);
  if (existing) return { record: sameBuildOrThrow(existing, hash, request.remote), created: false };

  const record: ReleaseRecord = {
    remote: request.remote,
    version,
    packageVersion: request.packageVersion,
    contentHash: hash,
    releasedAt: request.releasedAt.toISOString(),
  };
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

function sameBuildOrThrow(
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
  return records.sort(
    (a, b) => a.releasedAt.localeCompare(b.releasedAt) || a.version.localeCompare(b.version),
  );
}
