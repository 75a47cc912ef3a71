/** The few object operations a release needs, on one bucket, with errors that name the object. */
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { explainS3Error, isConditionFailed, isMissing } from './s3-errors';

export interface Bucket {
  client: S3Client;
  name: string;
}

export function objectUrl(bucket: Bucket, key: string): string {
  return `s3://${bucket.name}/${key}`;
}

export async function getText(
  bucket: Bucket,
  key: string,
): Promise<{ text: string; etag: string } | undefined> {
  try {
    const object = await bucket.client.send(
      new GetObjectCommand({ Bucket: bucket.name, Key: key }),
    );
    const text = (await object.Body?.transformToString('utf-8')) ?? '';
    return { text, etag: object.ETag ?? '' };
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw explainS3Error(error, `reading ${objectUrl(bucket, key)}`);
  }
}

export async function headEtag(bucket: Bucket, key: string): Promise<string | undefined> {
  try {
    const head = await bucket.client.send(new HeadObjectCommand({ Bucket: bucket.name, Key: key }));
    return head.ETag;
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw explainS3Error(error, `reading ${objectUrl(bucket, key)}`);
  }
}

export interface PutOptions {
  contentType: string;
  cacheControl: string;
  /** Written only over this exact object; undefined: only where no object is. */
  ifMatch: string | undefined;
}

/** A conditional write: 'conflict' when the object is not (or no longer) what was expected. */
export async function putConditional(
  bucket: Bucket,
  key: string,
  body: Uint8Array | string,
  options: PutOptions,
): Promise<'written' | 'conflict'> {
  try {
    await bucket.client.send(
      new PutObjectCommand({
        Bucket: bucket.name,
        Key: key,
        Body: body,
        ContentType: options.contentType,
        CacheControl: options.cacheControl,
        ...(options.ifMatch === undefined ? { IfNoneMatch: '*' } : { IfMatch: options.ifMatch }),
      }),
    );
    return 'written';
  } catch (error) {
    // S3 answers an If-Match on an object deleted since it was read with 404 NoSuchKey.
    if (isConditionFailed(error) || (options.ifMatch !== undefined && isMissing(error))) {
      return 'conflict';
    }
    throw explainS3Error(error, `writing ${objectUrl(bucket, key)}`);
  }
}

/** The "folders" right under `prefix` (keys up to the next "/"), as full prefixes. */
export async function listFolders(bucket: Bucket, prefix: string): Promise<string[]> {
  const folders: string[] = [];
  let token: string | undefined;
  do {
    let page;
    try {
      page = await bucket.client.send(
        new ListObjectsV2Command({
          Bucket: bucket.name,
          Prefix: prefix,
          Delimiter: '/',
          ...(token !== undefined && { ContinuationToken: token }),
        }),
      );
    } catch (error) {
      throw explainS3Error(error, `listing ${objectUrl(bucket, prefix)}`);
    }
    for (const common of page.CommonPrefixes ?? []) {
      if (common.Prefix !== undefined) folders.push(common.Prefix);
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token !== undefined);
  return folders;
}
