/** Links to the storefront's own pages, from the site map, so no component spells a path. */
import { pathTo } from '@jara/contracts/site-paths';

export const STORES_PATH = pathTo('stores');

export function storePath(slug: string): string {
  return pathTo('store', { params: { name: slug } });
}

export const STORE_LIST_PATH = pathTo('store-list');
