/**
 * What a command runs against: a release target and a clock. `stackReleaseContext` is the local
 * or e2e stack on this machine: its port layout, registry file, release folders and pages.
 */
import path from 'node:path';
import { E2E_PORTS, LOCAL_PORTS } from '@jara/local-stack/port-layout';
import { createRegistry } from '@jara/local-stack/runtime-documents';
import { remoteVersions, stackPaths, type StackName } from '@jara/local-stack/workspace';
import { publishStackPages } from '@jara/local-stack/publish-stack-pages';
import { withFileLock } from './file-lock';
import { folderTarget } from './folder-target';
import type { ReleaseTarget } from './release-target';

const PAGES_LOCK_FILE = 'pages.lock';
/** A publish takes about a second; twenty squads at once wait their turn. */
const PUBLISH_LOCK = { staleMs: 60_000, waitMs: 120_000 };

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
      // One publish at a time: each reads the registry when it starts, so with squads releasing
      // at once the last to publish reads the last registry, and no two write the pages at once.
      publishPages: () =>
        withFileLock(
          path.join(paths.runtimeDir, PAGES_LOCK_FILE),
          () => publishStackPages({ root, layout, paths }),
          PUBLISH_LOCK,
        ),
    }),
    now: () => new Date(),
  };
}
