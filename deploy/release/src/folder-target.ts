/**
 * The local stacks as a release target: immutable folders each remote's origin serves under
 * `/v/<version>/`, the registry file the shell's origin serves, and the prerendered pages
 * published again after every change (they name the release they show).
 */
import type { RemoteRegistry } from '@jara/contracts/runtime-config';
import type { PortLayout } from '@jara/local-stack/port-layout';
import { remoteEntryUrl } from '@jara/local-stack/runtime-documents';
import type { LockOptions } from './file-lock';
import { fileRegistryStore } from './file-registry-store';
import { listReleases, publishRelease } from './release-folders';
import type { ReleaseTarget } from './release-target';

export interface FolderTargetOptions {
  layout: PortLayout;
  runtimeDir: string;
  releasesDir: string;
  /** The registry a stack starts with, used when none has been written yet. */
  initialRegistry: () => RemoteRegistry;
  publishPages: () => Promise<unknown>;
  lock?: LockOptions;
}

export function folderTarget(options: FolderTargetOptions): ReleaseTarget {
  return {
    registry: fileRegistryStore(options),
    publish: (request) => publishRelease(options.releasesDir, request),
    listReleases: (remote) => listReleases(options.releasesDir, remote),
    entryUrl: (remote, version) => remoteEntryUrl(options.layout, remote, version),
    publishPages: options.publishPages,
  };
}
