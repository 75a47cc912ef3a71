/**
 * The release command line, parsed and checked before anything is built or written:
 *
 *   release  <remote> [--version V] [--skip-build] [--canary PERCENT]
 *   versions <remote>
 *   rollback <remote> [--to V]
 *   promote  <remote>
 *
 * each with a target: `--target stack` (the default; `--stack local|e2e`) or `--target s3`
 * (`--bucket --endpoint --region --prefix --public-url`, or their JARA_S3_* variables).
 */
import { parseArgs } from 'node:util';
import type { RemoteName } from '@jara/contracts/remote-contract';
import type { StackName } from '@jara/local-stack/workspace';
import { parseCanaryPercent, parseRemoteName } from './release-names';
import { resolveS3Settings, type S3Flag, type S3Settings } from './s3-settings';

export type TargetChoice =
  { kind: 'stack'; stack: StackName } | { kind: 's3'; settings: S3Settings };

export type CliCommand = { remote: RemoteName; target: TargetChoice } & (
  | { command: 'release'; version?: string; skipBuild: boolean; canaryPercent?: number }
  | { command: 'versions' | 'promote' }
  | { command: 'rollback'; to?: string }
);

const COMMANDS = ['release', 'versions', 'rollback', 'promote'] as const;
const S3_FLAGS: S3Flag[] = ['bucket', 'endpoint', 'region', 'prefix', 'public-url'];
/** Flags only one command takes. */
const OWN_FLAGS = {
  version: 'release',
  'skip-build': 'release',
  canary: 'release',
  to: 'rollback',
};

export function parseCli(args: string[], env: Record<string, string | undefined>): CliCommand {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      target: { type: 'string', default: 'stack' },
      stack: { type: 'string' },
      version: { type: 'string' },
      to: { type: 'string' },
      canary: { type: 'string' },
      'skip-build': { type: 'boolean' },
      bucket: { type: 'string' },
      endpoint: { type: 'string' },
      region: { type: 'string' },
      prefix: { type: 'string' },
      'public-url': { type: 'string' },
    },
  });
  const [command, name, extra] = positionals;
  if (!COMMANDS.includes(command as (typeof COMMANDS)[number])) {
    throw new Error(`Unknown command ${JSON.stringify(command ?? '')}: ${COMMANDS.join(', ')}`);
  }
  if (extra !== undefined)
    throw new Error(`Unexpected ${JSON.stringify(extra)}: one remote at a time`);
  for (const [flag, owner] of Object.entries(OWN_FLAGS)) {
    if (values[flag as keyof typeof values] !== undefined && command !== owner) {
      throw new Error(`--${flag} is for ${owner} only`);
    }
  }
  const remote = parseRemoteName(name);
  const target = parseTarget(values, env);
  if (command === 'release') {
    return {
      command,
      remote,
      target,
      skipBuild: values['skip-build'] === true,
      ...(values.version !== undefined && { version: values.version }),
      ...(values.canary !== undefined && { canaryPercent: parseCanaryPercent(values.canary) }),
    };
  }
  if (command === 'rollback') {
    return { command, remote, target, ...(values.to !== undefined && { to: values.to }) };
  }
  return { command: command as 'versions' | 'promote', remote, target };
}

function parseTarget(
  values: { target: string; stack?: string } & Partial<Record<S3Flag, string>>,
  env: Record<string, string | undefined>,
): TargetChoice {
  if (values.target === 's3') {
    if (values.stack !== undefined) throw new Error('--stack is for --target stack only');
    return { kind: 's3', settings: resolveS3Settings(values, env) };
  }
  if (values.target !== 'stack') {
    throw new Error(`--target must be stack or s3, not ${JSON.stringify(values.target)}`);
  }
  const s3Flag = S3_FLAGS.find((flag) => values[flag] !== undefined);
  if (s3Flag !== undefined) throw new Error(`--${s3Flag} is for --target s3 only`);
  const stack = values.stack ?? 'local';
  if (stack !== 'local' && stack !== 'e2e') {
    throw new Error(`--stack must be local or e2e, not ${JSON.stringify(stack)}`);
  }
  return { kind: 'stack', stack };
}
