/**
 * The names and numbers a release is given from outside (a command line, a bench, a registry
 * someone edited): refused unless they are safe as folder names, object keys and URL segments.
 */
import { REMOTE_NAMES, type RemoteName } from '@jara/contracts/remote-contract';

export function parseRemoteName(name: string | undefined): RemoteName {
  if (name && (REMOTE_NAMES as string[]).includes(name)) return name as RemoteName;
  throw new Error(
    `${name ? `Unknown remote ${JSON.stringify(name)}` : 'Name a remote'}: one of ${REMOTE_NAMES.join(', ')}`,
  );
}

/** Versions become folder names, object keys and URL segments: keep them to a safe alphabet. */
export function isVersionName(version: string): boolean {
  return /^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/.test(version);
}

export function assertVersionName(version: string): void {
  if (!isVersionName(version)) {
    throw new Error(
      `Invalid version ${JSON.stringify(version)}: letters, digits, ".", "_" and "-" only, starting with a letter or digit`,
    );
  }
}

/** The share of devices a canary gets: a whole percent, never none and never all. */
export function assertCanaryPercent(percent: number): void {
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) throw badPercent(String(percent));
}

/** `--canary 10`: digits only, so "1e1", "10%" or "0x0a" are refused rather than guessed at. */
export function parseCanaryPercent(raw: string): number {
  if (!/^[0-9]{1,2}$/.test(raw)) throw badPercent(raw);
  const percent = Number(raw);
  assertCanaryPercent(percent);
  return percent;
}

function badPercent(shown: string): Error {
  return new Error(
    `Invalid canary percent ${JSON.stringify(shown)}: a whole number from 1 to 99 ` +
      '(for every device, promote the canary)',
  );
}
