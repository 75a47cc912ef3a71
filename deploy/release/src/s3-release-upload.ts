/**
 * A release into an object store: every file under `<prefix><remote>/v/<version>/`, written with
 * `If-None-Match: *` so no key is ever overwritten, then `release.json` once all the files are
 * there (a listing only shows complete releases). Re-running after a failed upload is safe: a
 * file already there with the same bytes (same MD5 ETag) is fine, other bytes are refused.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readBuild, type PublishRequest } from './release-build';
import { mapLimited } from './map-limited';
import { cacheControlFor, contentTypeFor, uploadedFiles } from './object-headers';
import {
  isReleaseRecord,
  RELEASE_RECORD,
  sameBuildOrThrow,
  type ReleaseRecord,
} from './release-record';
import type { PublishOutcome } from './release-target';
import { getText, headEtag, objectUrl, putConditional, type Bucket } from './s3-objects';

export interface UploadOptions {
  bucket: Bucket;
  /** `<prefix><remote>/v/<version>/`. */
  releasePrefix: (record: ReleaseRecord) => string;
  concurrency: number;
}

export async function readRecordObject(
  bucket: Bucket,
  key: string,
): Promise<ReleaseRecord | undefined> {
  const object = await getText(bucket, key);
  if (object === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(object.text);
  } catch {
    value = undefined;
  }
  return isReleaseRecord(value) ? value : undefined;
}

export async function uploadRelease(
  options: UploadOptions,
  request: PublishRequest,
): Promise<PublishOutcome> {
  const { files, record } = await readBuild(request);
  const { bucket } = options;
  const base = options.releasePrefix(record);
  const recordKey = `${base}${RELEASE_RECORD}`;
  const existing = await readRecordObject(bucket, recordKey);
  if (existing) {
    return {
      record: sameBuildOrThrow(existing, record.contentHash, request.remote),
      created: false,
    };
  }

  await mapLimited(uploadedFiles(files), options.concurrency, async (file) => {
    const key = `${base}${file}`;
    const bytes = await readFile(path.join(request.distDir, file));
    const outcome = await putConditional(bucket, key, bytes, {
      contentType: contentTypeFor(file),
      cacheControl: cacheControlFor(file),
      ifMatch: undefined,
    });
    if (outcome === 'conflict' && (await headEtag(bucket, key)) !== md5Etag(bytes)) {
      throw new Error(
        `${objectUrl(bucket, key)} already holds other bytes: ${request.remote} ` +
          `${record.version} is being or was released with different files; release this ` +
          'build under another version',
      );
    }
  });

  const written = await putConditional(bucket, recordKey, `${JSON.stringify(record, null, 2)}\n`, {
    contentType: contentTypeFor(RELEASE_RECORD),
    cacheControl: cacheControlFor(RELEASE_RECORD),
    ifMatch: undefined,
  });
  if (written === 'written') return { record, created: true };
  // Another release of this version finished first: fine if it was this very build.
  const raced = await readRecordObject(bucket, recordKey);
  if (raced === undefined)
    throw new Error(`${objectUrl(bucket, recordKey)} is not a release record`);
  return { record: sameBuildOrThrow(raced, record.contentHash, request.remote), created: false };
}

/** S3's ETag of an object written in one PUT (no KMS): the quoted MD5 of its bytes. */
function md5Etag(bytes: Uint8Array): string {
  return `"${createHash('md5').update(bytes).digest('hex')}"`;
}
