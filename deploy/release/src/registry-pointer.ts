/**
 * The runtime registry as the switch of a release: a remote's entry points either at its root
 * build or at one immutable release folder, and is changed by an atomic rewrite of the file the
 * shell's server is serving.
 */
import path from 'node:path';
import type { RemoteName } from '@jara/contracts/remote-contract';
import type { RemoteRegistry } from '@jara/contracts/runtime-config';
import { stackOrigins } from '@jara/local-stack/port-layout';
import { readJsonIfExists, writeJsonAtomic } from '@jara/local-stack/atomic-json';
import { parseOrExplain, remoteRegistrySchema } from '@jara/local-stack/runtime-document-schemas';
import { REGISTRY_FILE, remoteEntryUrl } from '@jara/local-stack/runtime-documents';
import type { ReleaseContext } from './release-context';

export async function readRegistry(context: ReleaseContext): Promise<RemoteRegistry> {
  const file = path.join(context.runtimeDir, REGISTRY_FILE);
  const registry = await readJsonIfExists(file);
  if (registry === undefined) return context.initialRegistry();
  return parseOrExplain(remoteRegistrySchema, registry, file);
}

/** The release a remote is on, or undefined when it serves its root (unreleased) build. */
export function currentRelease(
  context: ReleaseContext,
  registry: RemoteRegistry,
  remote: RemoteName,
): string | undefined {
  const entry = registry.remotes[remote]?.entry;
  if (entry === undefined) return undefined;
  const url = new URL(entry);
  const release = /^\/v\/([^/]+)\/mf-manifest\.json$/.exec(url.pathname)?.[1];
  const ownOrigin = url.origin === stackOrigins(context.layout).remotes[remote];
  return ownOrigin && release !== undefined ? decodeURIComponent(release) : undefined;
}

export async function pointRemoteAt(
  context: ReleaseContext,
  remote: RemoteName,
  release: { version: string },
): Promise<RemoteRegistry> {
  const registry = await readRegistry(context);
  const updated: RemoteRegistry = {
    remotes: {
      ...registry.remotes,
      [remote]: {
        entry: remoteEntryUrl(context.layout, remote, release.version),
        version: release.version,
      },
    },
  };
  await writeJsonAtomic(path.join(context.runtimeDir, REGISTRY_FILE), updated);
  return updated;
}
