/**
 * Where a remote's builds live, written once for the shell (a tester's pin), the local stacks'
 * servers and the release tool: the root build's manifest is `<base>/mf-manifest.json`, and every
 * release is an immutable folder beside it, `<base>/v/<version>/mf-manifest.json`.
 */
export const MANIFEST_FILE = 'mf-manifest.json';

/** The path under a remote's base that holds its release folders, one per version. */
export const RELEASES_PREFIX = '/v/';

/** The manifest of `version` under `base` (no trailing slash), or of the root build without one. */
export function manifestUrl(base: string, version?: string): string {
  const folder = version === undefined ? '/' : `${RELEASES_PREFIX}${encodeURIComponent(version)}/`;
  return `${base}${folder}${MANIFEST_FILE}`;
}
