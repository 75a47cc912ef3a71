/**
 * The registry as one object, `<prefix>registry.json`: compare-and-swap on its ETag. A write
 * sends `If-Match: <etag read>`, or `If-None-Match: *` when there was none, and the store refuses
 * it (412) when another release wrote in between.
 */
import type { RemoteRegistry } from '@jara/contracts/runtime-config';
import { cacheControlFor, contentTypeFor } from './object-headers';
import { parseRegistryText } from './parse-registry';
import type { RegistryStore } from './registry-store';
import { getText, objectUrl, putConditional, type Bucket } from './s3-objects';

export const REGISTRY_OBJECT = 'registry.json';

export interface S3RegistryStoreOptions {
  bucket: Bucket;
  /** '' or ending in '/'. */
  prefix: string;
  /** Used while no registry object exists. */
  initialRegistry: () => RemoteRegistry;
}

export function s3RegistryStore(options: S3RegistryStoreOptions): RegistryStore {
  const key = `${options.prefix}${REGISTRY_OBJECT}`;
  const location = objectUrl(options.bucket, key);
  return {
    location,
    async read() {
      const object = await getText(options.bucket, key);
      if (object === undefined) return { registry: options.initialRegistry(), tag: undefined };
      return { registry: parseRegistryText(object.text, location), tag: object.etag };
    },
    write(registry, expectedTag) {
      return putConditional(options.bucket, key, `${JSON.stringify(registry, null, 2)}\n`, {
        contentType: contentTypeFor(key),
        cacheControl: cacheControlFor(key),
        ifMatch: expectedTag,
      });
    },
  };
}
