/**
 * pnpm --filter @jara/release release  <remote> [--version V] [--skip-build] [--stack local|e2e]
 * pnpm --filter @jara/release versions <remote> [--stack local|e2e]
 * pnpm --filter @jara/release rollback <remote> [--to V] [--stack local|e2e]
 *
 * A running stack picks the change up on the shell's next load of /registry.json; old release
 * folders stay served, so pages opened before a release keep working.
 */
import { parseArgs } from 'node:util';
import { buildPackage } from '@jara/local-stack/build-bundles';
import { findWorkspaceRoot } from '@jara/federation/workspace-root';
import { bundle, readPackageVersion } from '@jara/local-stack/workspace';
import { parseRemoteName, releaseContext } from './release-context';
import { releaseRemote, remoteVersions, rollbackRemote } from './release-commands';

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      stack: { type: 'string', default: 'local' },
      version: { type: 'string' },
      to: { type: 'string' },
      'skip-build': { type: 'boolean' },
    },
  });
  const [command, name] = positionals;
  if (values.stack !== 'local' && values.stack !== 'e2e') {
    throw new Error(`--stack must be local or e2e, not ${values.stack}`);
  }
  const root = findWorkspaceRoot(import.meta.dirname);
  const context = releaseContext(root, values.stack);
  const remote = parseRemoteName(name);

  if (command === 'release') {
    const target = bundle(root, remote);
    const outcome = await releaseRemote(context, remote, {
      distDir: target.distDir,
      packageVersion: readPackageVersion(target.dir),
      ...(values.version !== undefined && { version: values.version }),
      ...(!values['skip-build'] && {
        build: () => buildPackage(target.packageName, 'build', { root }),
      }),
    });
    const { version } = outcome.record;
    console.info(
      `${remote} ${version} ${outcome.created ? 'released' : 'was already released: repointed'}` +
        `${outcome.previous ? ` (was ${outcome.previous})` : ''}`,
    );
  } else if (command === 'versions') {
    const { releases, current } = await remoteVersions(context, remote);
    if (releases.length === 0) console.info(`${remote} has no releases yet`);
    for (const release of releases) {
      const mark = release.version === current ? '*' : ' ';
      console.info(`${mark} ${release.version.padEnd(28)} ${release.releasedAt}`);
    }
    if (current === undefined) console.info(`${remote} serves its unreleased root build`);
  } else if (command === 'rollback') {
    const { from, to } = await rollbackRemote(context, remote, values.to);
    console.info(
      from === to
        ? `${remote} is already on ${to}`
        : `${remote} rolled back to ${to}${from ? ` (was ${from})` : ''}`,
    );
  } else {
    throw new Error(`Unknown command "${command ?? ''}": release, versions or rollback`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
