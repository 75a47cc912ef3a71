/** A built remote about to be released: its files, its content hash and the version it gets. */
import type { RemoteName } from '@jara/contracts/remote-contract';
import { MANIFEST_FILE } from '@jara/contracts/release-layout';
import { contentHash, listFiles } from './content-hash';
import { assertVersionName } from './release-names';
import type { ReleaseRecord } from './release-record';

const REQUIRED_FILES = [MANIFEST_FILE, 'remoteEntry.js'];

export interface PublishRequest {
  remote: RemoteName;
  distDir: string;
  packageVersion: string;
  /** Defaults to `<packageVersion>-<first 10 hex of the content hash>`. */
  version?: string;
  releasedAt: Date;
}

export interface ReleaseBuild {
  files: string[];
  record: ReleaseRecord;
}

export async function readBuild(request: PublishRequest): Promise<ReleaseBuild> {
  const files = await listFiles(request.distDir).catch(() => [] as string[]);
  const missing = REQUIRED_FILES.filter((file) => !files.includes(file));
  if (missing.length > 0) {
    throw new Error(`${request.distDir} is not a built remote (missing ${missing.join(', ')})`);
  }
  const hash = await contentHash(request.distDir, files);
  const version = request.version ?? `${request.packageVersion}-${hash.slice(0, 10)}`;
  assertVersionName(version);
  return {
    files,
    record: {
      remote: request.remote,
      version,
      packageVersion: request.packageVersion,
      contentHash: hash,
      releasedAt: request.releasedAt.toISOString(),
    },
  };
}
