/** Where the storefront's own pages live, so no component spells a path by hand. */
export const STORES_PATH = '/stores';

export function storePath(slug: string): string {
  return `${STORES_PATH}/${encodeURIComponent(slug)}`;
}
