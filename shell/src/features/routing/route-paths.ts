/**
 * Checks route parameters. A parameter that fails the check is a route validation failure: a
 * fatal 404, never a page fed with a hostile string.
 */

/** Letters and digits of any script, then the punctuation real slugs, tags and names use. */
const SAFE_SEGMENT = /^[\p{L}\p{N}][\p{L}\p{N} _.,&+-]{0,119}$/u;

export function isSafeParam(value: string): boolean {
  return value.split('/').every((segment) => SAFE_SEGMENT.test(segment) && segment !== '..');
}

export function invalidParams(params: Record<string, string | undefined>): string[] {
  return Object.entries(params)
    .filter(([, value]) => value !== undefined && !isSafeParam(value))
    .map(([name]) => name);
}
