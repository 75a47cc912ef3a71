/**
 * Where releases go: folders the local stacks serve, or an object store behind a CDN. The
 * commands (release, versions, rollback, promote) are written once against this.
 */
import type { RemoteName } from '@jara/contracts/remote-contract';
import type { PublishRequest } from './release-build';
import type { ReleaseRecord } from './release-record';
import type { RegistryStore } from './registry-store';

export interface PublishOutcome {
  record: ReleaseRecord;
  /** False when this exact build was released before under that version (nothing copied). */
  created: boolean;
}

export interface ReleaseTarget {
  registry: RegistryStore;
  /** Copies a build to its immutable place; refuses other bytes under an existing version. */
  publish(request: PublishRequest): Promise<PublishOutcome>;
  /** Oldest first. */
  listReleases(remote: RemoteName): Promise<ReleaseRecord[]>;
  /** The federation manifest URL of a release, as the registry names it. */
  entryUrl(remote: RemoteName, version: string): string;
  /** The local stacks prerender pages from the registry: done after every change of it. */
  publishPages?: () => Promise<unknown>;
}
