/**
 * Which stack a release targets: its port layout, its runtime registry, the releases folder, and
 * how its pages are published again once the registry changed.
 */
import { REMOTE_NAMES, type RemoteName } from '@jara/contracts/remote-contract';
import type { RemoteRegistry } from '@jara/contracts/runtime-config';
import { E2E_PORTS, LOCAL_PORTS, type PortLayout } from '@jara/local-stack/port-layout';
import { createRegistry } from '@jara/local-stack/runtime-documents';
import { remoteVersions, stackPaths, type StackName } from '@jara/local-stack/workspace';
import { publishStackPages } from '@jara/local-stack/publish-stack-pages';

export interface ReleaseContext {
  layout: PortLayout;
  runtimeDir: string;
  releasesDir: string;
  /** The registry a stack starts with, used when none has been written yet. */
  initialRegistry: () => RemoteRegistry;
  now: () => Date;
  /** Publishes the stack's prerendered pages from the registry as it now stands. */
  publishPages: () => Promise<unknown>;
}

export function releaseContext(root: string, stack: StackName): ReleaseContext {
  const layout = stack === 'local' ? LOCAL_PORTS : E2E_PORTS;
  const paths = stackPaths(root, stack);
  return {
    layout,
    runtimeDir: paths.runtimeDir,
    releasesDir: paths.releasesDir,
    initialRegistry: () => createRegistry(layout, remoteVersions(root)),
    now: () => new Date(),
    publishPages: () => publishStackPages({ root, layout, paths }),
  };
}

export function parseRemoteName(name: string | undefined): RemoteName {
  if (name && (REMOTE_NAMES as string[]).includes(name)) return name as RemoteName;
  throw new Error(
    `${name ? `Unknown remote "${name}"` : 'Name a remote'}: one of ${REMOTE_NAMES.join(', ')}`,
  );
}

/** Versions become folder names and URL segments: keep them to a safe alphabet. */
export function assertVersionName(version: string): void {
  if (!/^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/.test(version)) {
    throw new Error(
      `Invalid version "${version}": letters, digits, ".", "_" and "-" only, starting with a letter or digit`,
    );
  }
}
