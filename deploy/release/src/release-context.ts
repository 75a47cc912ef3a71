/**
 * What a command runs against: a release target and a clock. `stackReleaseContext` is the local
 * or e2e stack on this machine: its port layout, registry file, release folders and pages.
 */
import { E2E_PORTS, LOCAL_PORTS } from '@jara/local-stack/port-layout';
import { createRegistry } from '@jara/local-stack/runtime-documents';
import { remoteVersions, stackPaths, type StackName } from '@jara/local-stack/workspace';
import { publishStackPages } from '@jara/local-stack/publish-stack-pages';
import { folderTarget } from './folder-target';
import type { ReleaseTarget } from './release-target';

export interface ReleaseContext {
  target: ReleaseTarget;
  now: () => Date;
}

export function stackReleaseContext(root: string, stack: StackName): ReleaseContext {
  const layout = stack === 'local' ? LOCAL_PORTS : E2E_PORTS;
  const paths = stackPaths(root, stack);
  return {
    target: folderTarget({
      layout,
      runtimeDir: paths.runtimeDir,
      releasesDir: paths.releasesDir,
      initialRegistry: () => createRegistry(layout, remoteVersions(root)),
      publishPages: () => publishStackPages({ root, layout, paths }),
    }),
    now: () => new Date(),
  };
}
