/**
 * One release in its own process, as a squad's CI job would run it, on a throwaway stack:
 * `tsx release-child.ts <runtimeDir> <releasesDir> <remote> <version> <distDir>` (the test runs
 * it bundled into one file, which starts faster). Prints the outcome as JSON.
 */
import { REMOTE_NAMES, type RemoteName } from '@jara/contracts/remote-contract';
import { LOCAL_PORTS } from '@jara/local-stack/port-layout';
import { createRegistry } from '@jara/local-stack/runtime-documents';
import { folderTarget } from '../folder-target';
import { releaseRemote } from '../release-commands';
import { parseRemoteName } from '../release-names';

const [runtimeDir, releasesDir, remote, version, distDir] = process.argv.slice(2) as [
  string,
  string,
  string,
  string,
  string,
];
const rootVersions = Object.fromEntries(REMOTE_NAMES.map((name) => [name, '1.0.0'])) as Record<
  RemoteName,
  string
>;

releaseRemote(
  {
    target: folderTarget({
      layout: LOCAL_PORTS,
      runtimeDir,
      releasesDir,
      initialRegistry: () => createRegistry(LOCAL_PORTS, rootVersions),
      publishPages: async () => undefined,
    }),
    now: () => new Date(),
  },
  parseRemoteName(remote),
  { distDir, packageVersion: '1.0.0', version },
).then(
  (outcome) => console.info(JSON.stringify(outcome)),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
