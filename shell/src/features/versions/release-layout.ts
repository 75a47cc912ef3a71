/**
 * Where a released build of a remote lives, written once: every release is an immutable folder
 * beside the remote's root build, `<base>/v/<version>/mf-manifest.json`, and the root build is
 * `<base>/mf-manifest.json` (deploy/local's remoteEntryUrl and deploy/release write the same).
 * A tester's pin names only a version; its manifest is found from the stable entry this way.
 */
const LAST_FOLDER_AND_FILE = /(\/v\/[^/]+)?\/[^/]*$/;

/** The folder every release of this remote sits under, from any of its entries. */
export function releaseBase(entry: string): string {
  const url = new URL(entry);
  return `${url.origin}${url.pathname.replace(LAST_FOLDER_AND_FILE, '')}`;
}

export function releaseEntry(anyEntry: string, version: string): string {
  return `${releaseBase(anyEntry)}/v/${encodeURIComponent(version)}/mf-manifest.json`;
}
