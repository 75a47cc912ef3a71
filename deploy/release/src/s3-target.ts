/**
 * An S3-compatible object store as a release target, meant to sit behind a CDN: releases under
 * immutable keys `<prefix><remote>/v/<version>/<file>`, the registry one object
 * `<prefix>registry.json` written after the files it names, and entry URLs on the public URL the
 * CDN serves the prefix at.
 */
import type { RemoteName } from '@jara/contracts/remote-contract';
import { manifestUrl, RELEASES_PREFIX } from '@jara/contracts/release-layout';
import type { RemoteRegistry } from '@jara/contracts/runtime-config';
import { mapLimited } from './map-limited';
import { byReleaseTime, RELEASE_RECORD, type ReleaseRecord } from './release-record';
import type { ReleaseTarget } from './release-target';
import { listFolders, type Bucket } from './s3-objects';
import { readRecordObject, uploadRelease } from './s3-release-upload';
import { s3RegistryStore } from './s3-registry-store';

export interface S3TargetOptions {
  bucket: Bucket;
  /** '' or ending in '/'. */
  prefix: string;
  /** Where the CDN serves `prefix` from, without a trailing '/'. */
  publicUrl: string;
  /** Used while no registry object exists; by default a registry naming no remote yet. */
  initialRegistry?: () => RemoteRegistry;
  /** Uploads at once. */
  concurrency?: number;
}

const DEFAULT_CONCURRENCY = 8;

export function s3Target(options: S3TargetOptions): ReleaseTarget {
  const { bucket, prefix } = options;
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
  const versionsOf = (remote: RemoteName) => `${prefix}${remote}${RELEASES_PREFIX}`;
  return {
    registry: s3RegistryStore({
      bucket,
      prefix,
      initialRegistry: options.initialRegistry ?? (() => ({ remotes: {} })),
    }),
    publish: (request) =>
      uploadRelease(
        {
          bucket,
          concurrency,
          releasePrefix: (record) => `${versionsOf(record.remote)}${record.version}/`,
        },
        request,
      ),
    async listReleases(remote) {
      const folders = await listFolders(bucket, versionsOf(remote));
      const records = await mapLimited(folders, concurrency, (folder) =>
        readRecordObject(bucket, `${folder}${RELEASE_RECORD}`),
      );
      // A folder without its record is an upload that never finished: not a release.
      return records
        .filter((record): record is ReleaseRecord => record !== undefined)
        .sort(byReleaseTime);
    },
    entryUrl: (remote, version) => manifestUrl(`${options.publicUrl}/${remote}`, version),
  };
}
