/**
 * A tester's pin names only a version; its manifest is found from the remote's stable entry,
 * by the release layout every build and release follows (@jara/contracts/release-layout).
 */
import { manifestUrl, RELEASES_PREFIX } from '@jara/contracts/release-layout';

const LAST_FOLDER_AND_FILE = new RegExp(`(${RELEASES_PREFIX}[^/]+)?/[^/]*$`);

/** The folder every release of this remote sits under, from any of its entries. */
export function releaseBase(entry: string): string {
  const url = new URL(entry);
  return `${url.origin}${url.pathname.replace(LAST_FOLDER_AND_FILE, '')}`;
}

export function releaseEntry(anyEntry: string, version: string): string {
  return manifestUrl(releaseBase(anyEntry), version);
}
