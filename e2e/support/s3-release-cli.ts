/**
 * The release tool as a squad runs it against an object store (`--target s3`), configured
 * through the environment as in the README: bucket, endpoint (an S3-compatible store) and the
 * public URL the CDN serves the bucket at, which every registry entry is written under.
 */
import type { RemoteName } from '@jara/contracts/remote-contract';
import type { LocalObjectStore } from './local-object-store';
import { releaseCli } from './release-cli';

export interface S3ReleaseTool {
  /** Releases the remote's build already in its dist (no build) as the stable release. */
  release(remote: RemoteName, version: string): Promise<string>;
  rollback(remote: RemoteName): Promise<string>;
}

export function s3ReleaseTool(store: LocalObjectStore, publicUrl: string): S3ReleaseTool {
  const env = {
    ...process.env,
    // s3rver's fixed credentials.
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    JARA_S3_BUCKET: store.bucket,
    JARA_S3_ENDPOINT: store.endpoint,
    JARA_S3_PUBLIC_URL: publicUrl,
  };
  const releaseTool = (args: string[]) => releaseCli([...args, '--target', 's3'], env);
  return {
    release: (remote, version) =>
      releaseTool(['release', remote, '--skip-build', '--version', version]),
    rollback: (remote) => releaseTool(['rollback', remote]),
  };
}
