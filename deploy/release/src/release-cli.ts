/**
 * pnpm --filter @jara/release release  <remote> [--version V] [--skip-build] [--canary PERCENT]
 * pnpm --filter @jara/release versions <remote>
 * pnpm --filter @jara/release rollback <remote> [--to V]
 * pnpm --filter @jara/release promote  <remote>
 * with `--stack local|e2e` (the default target) or `--target s3 --bucket ... --public-url ...`
 * (flags in cli-options.ts).
 *
 * A running stack picks the change up on the shell's next load of /registry.json; old releases
 * stay served, so pages opened before a release keep working.
 */
import { buildPackage } from '@jara/local-stack/build-bundles';
import { findWorkspaceRoot } from '@jara/federation/workspace-root';
import { bundle, readPackageVersion } from '@jara/local-stack/workspace';
import { parseCli, type TargetChoice } from './cli-options';
import { stackReleaseContext, type ReleaseContext } from './release-context';
import { promoteRemote, releaseRemote, remoteVersions, rollbackRemote } from './release-commands';
import { createS3Client } from './s3-client';
import { s3Target } from './s3-target';

function contextFor(root: string, target: TargetChoice): ReleaseContext {
  if (target.kind === 'stack') return stackReleaseContext(root, target.stack);
  const { settings } = target;
  return {
    target: s3Target({
      bucket: { client: createS3Client(settings), name: settings.bucket },
      prefix: settings.prefix,
      publicUrl: settings.publicUrl,
    }),
    now: () => new Date(),
  };
}

async function main() {
  const cli = parseCli(process.argv.slice(2), process.env);
  const root = findWorkspaceRoot(import.meta.dirname);
  const context = contextFor(root, cli.target);
  const { remote } = cli;

  if (cli.command === 'release') {
    const target = bundle(root, remote);
    const outcome = await releaseRemote(context, remote, {
      distDir: target.distDir,
      packageVersion: readPackageVersion(target.dir),
      ...(cli.version !== undefined && { version: cli.version }),
      ...(cli.canaryPercent !== undefined && { canaryPercent: cli.canaryPercent }),
      ...(!cli.skipBuild && { build: () => buildPackage(target.packageName, 'build', { root }) }),
    });
    const { version } = outcome.record;
    const copied = outcome.created ? 'released' : 'was already released';
    console.info(
      cli.canaryPercent === undefined
        ? `${remote} ${version} ${copied}, now stable` +
            `${outcome.previous ? ` (was ${outcome.previous})` : ''}`
        : `${remote} ${version} ${copied}, canary on ${cli.canaryPercent}% of devices; the rest ` +
            `stay on ${outcome.previous ?? 'the root build'}`,
    );
    if (outcome.endedCanary) console.info(`the canary ${outcome.endedCanary} was ended`);
  } else if (cli.command === 'versions') {
    const { releases, stable, canary } = await remoteVersions(context, remote);
    if (releases.length === 0) console.info(`${remote} has no releases yet`);
    for (const release of releases) {
      const onCanary = release.version === canary?.version;
      const mark = release.version === stable ? '*' : onCanary ? '~' : ' ';
      const share = onCanary ? `  canary ${canary.percent}%` : '';
      console.info(`${mark} ${release.version.padEnd(28)} ${release.releasedAt}${share}`);
    }
    if (stable === undefined) console.info(`${remote} serves its unreleased root build`);
  } else if (cli.command === 'rollback') {
    const outcome = await rollbackRemote(context, remote, cli.to);
    if (outcome.kind === 'canary-dropped') {
      console.info(
        `${remote} canary ${outcome.canary} dropped; every device is on ${outcome.stable ?? 'the root build'}`,
      );
    } else {
      console.info(
        outcome.from === outcome.to
          ? `${remote} is already on ${outcome.to}`
          : `${remote} rolled back to ${outcome.to}${outcome.from ? ` (was ${outcome.from})` : ''}`,
      );
    }
  } else {
    const { from, to } = await promoteRemote(context, remote);
    console.info(`${remote} ${to} promoted to stable${from ? ` (was ${from})` : ''}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
