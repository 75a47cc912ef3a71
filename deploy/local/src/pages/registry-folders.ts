/**
 * Which folder each remote's registry entry points at: its root build (`/mf-manifest.json`) or an
 * immutable release (`/v/<version>/mf-manifest.json`, REMOTE_RULES' releases mount), on its own
 * origin. The publish step renders a remote's pages from exactly what the shell will load.
 */
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@jara/contracts/remote-contract';
import type { RemoteRegistry } from '@jara/contracts/runtime-config';
import { stackOrigins, type PortLayout } from '../port-layout';
import { REMOTE_RULES } from '../serving/serving-rules';
import { bundle, type StackPaths } from '../workspace';
import type { RemoteFolder } from './load-bundles';

const MANIFEST = 'mf-manifest.json';

function releasesPrefix(): string {
  const mount = REMOTE_RULES.mounts.find((each) => 'prefix' in each && each.root === 'releases');
  if (!mount || !('prefix' in mount)) throw new Error('REMOTE_RULES has no releases mount');
  return mount.prefix;
}

export function registryFolders(
  registry: RemoteRegistry,
  options: { root: string; layout: PortLayout; paths: StackPaths },
): RemoteFolder[] {
  const origins = stackOrigins(options.layout).remotes;
  return (Object.keys(registry.remotes) as RemoteName[])
    .filter((name) => REMOTE_NAMES.includes(name))
    .map((name) => {
      const entry = new URL(registry.remotes[name]!.entry);
      const base = entry.href.slice(0, -MANIFEST.length);
      const served = entry.pathname.slice(0, -MANIFEST.length);
      const release = served.startsWith(releasesPrefix())
        ? decodeURIComponent(served.slice(releasesPrefix().length).replace(/\/$/, ''))
        : undefined;
      if (
        entry.origin !== origins[name] ||
        !entry.pathname.endsWith(`/${MANIFEST}`) ||
        (served !== '/' && (release === undefined || release === '' || release.includes('/')))
      ) {
        throw new Error(`${name}'s registry entry ${entry.href} is not a folder this stack serves`);
      }
      const folder =
        release === undefined
          ? bundle(options.root, name).distDir
          : path.join(options.paths.releasesDir, name, release);
      return { name, folder, base };
    });
}
