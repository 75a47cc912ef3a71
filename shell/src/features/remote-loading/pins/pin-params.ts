/**
 * The pin parameters of the address, as a tester writes them:
 *
 *   ?pin=storefront@1.4.0-abc123             pin one remote (repeat `pin`, or separate by commas)
 *   ?pin=storefront@                         drop that remote's pin
 *   ?unpin  or  ?unpin=storefront,checkout   drop every pin, or the named ones
 *
 * Each is checked against the remotes the shell knows and the release alphabet (deploy/release's
 * rule); anything else is refused with a message, never applied, and shown only as text.
 */
import { REMOTE_NAMES, type RemoteName } from '@jara/contracts/remote-contract';
import { PIN_PARAMS } from './stored-pins';

export type VersionPins = Partial<Record<RemoteName, string>>;

const VERSION = /^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/;

export const isRemoteName = (name: string): name is RemoteName =>
  (REMOTE_NAMES as string[]).includes(name);

export const isVersionName = (version: string): boolean => VERSION.test(version);

/** A hostile value is echoed in a message only shortened, and only ever as text. */
const quoted = (value: string) =>
  JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);

/** The pins stored earlier that are still well-formed (storage is the tester's to edit). */
export function validPins(stored: Record<string, unknown>): VersionPins {
  const pins: VersionPins = {};
  for (const [name, version] of Object.entries(stored)) {
    if (isRemoteName(name) && typeof version === 'string' && isVersionName(version)) {
      pins[name] = version;
    }
  }
  return pins;
}

function pinProblem(name: string, version: string | undefined): string | undefined {
  if (version === undefined) return 'write it as remote@version';
  if (!isRemoteName(name)) return `the remotes are ${REMOTE_NAMES.join(', ')}`;
  if (version !== '' && !isVersionName(version)) {
    return 'a version is letters, digits, ".", "_" and "-" (at most 64), starting with a letter or digit';
  }
  return undefined;
}

/** The pins after the address's changes; unpin applies before pin. */
export function applyPinParams(
  pins: VersionPins,
  params: URLSearchParams,
): { pins: VersionPins; refused: string[] } {
  let next: VersionPins = { ...pins };
  const refused: string[] = [];
  // A bare `unpin` (or `pin=`) is one empty value; a trailing comma adds none.
  const values = (param: string) =>
    params
      .getAll(param)
      .flatMap((value) => (value === '' ? [''] : value.split(',').filter(Boolean)));
  for (const name of values('unpin')) {
    if (name === '') next = {};
    else if (isRemoteName(name)) delete next[name];
    else
      refused.push(`QA: unpin ${quoted(name)} refused: the remotes are ${REMOTE_NAMES.join(', ')}`);
  }
  for (const pin of values('pin')) {
    const at = pin.indexOf('@');
    const [name, version] = at < 0 ? [pin, undefined] : [pin.slice(0, at), pin.slice(at + 1)];
    const problem = pinProblem(name, version);
    if (problem) refused.push(`QA: pin ${quoted(pin)} refused: ${problem}`);
    else if (version === '') delete next[name as RemoteName];
    else next[name as RemoteName] = version;
  }
  return { pins: next, refused };
}

/** Reads the pin parameters and removes them from the address, so a shared link does not carry them. */
export function takePinParams(win: Window = window): URLSearchParams | undefined {
  const url = new URL(win.location.href);
  if (!PIN_PARAMS.some((param) => url.searchParams.has(param))) return undefined;
  const taken = new URLSearchParams(url.search);
  for (const param of PIN_PARAMS) url.searchParams.delete(param);
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return taken;
}
