/**
 * Decides whether a navigation stays in the site or leaves it, and refuses the dangerous ones:
 * leaving the site needs explicit permission, and script-capable protocols (javascript:,
 * data:, vbscript: and the like) are never followed, permission or not.
 */
import type { NavigateOptions } from '@jara/contracts/remote-contract';

const DANGEROUS_PROTOCOLS = new Set(['javascript:', 'data:', 'vbscript:', 'blob:', 'file:']);

export class NavigationRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NavigationRefusedError';
  }
}

export type NavigationTarget =
  { kind: 'internal'; path: string } | { kind: 'external'; url: string };

export function resolveNavigation(
  to: string,
  options: NavigateOptions,
  origin: string,
): NavigationTarget {
  let url: URL;
  try {
    // The URL parser drops the tabs, newlines and leading spaces a browser would also ignore,
    // so "java\tscript:" is seen for what it is.
    url = new URL(to, origin);
  } catch {
    throw new NavigationRefusedError(`Cannot navigate to "${to}": it is not a valid address.`);
  }
  if (DANGEROUS_PROTOCOLS.has(url.protocol)) {
    throw new NavigationRefusedError(`Cannot navigate to a URL with '${url.protocol}' protocol.`);
  }
  if (url.origin === origin) {
    return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
  }
  if (!options.external) {
    throw new NavigationRefusedError(
      `Navigating to an external URL (${url.href}) is not allowed without external permission.`,
    );
  }
  return { kind: 'external', url: url.href };
}
