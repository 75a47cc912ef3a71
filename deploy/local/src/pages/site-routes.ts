/**
 * The site map's routes as a crawler sees them: screens at paths without parameters
 * (`{product}` is the brand, not a parameter), split by whether search engines should list them.
 */
import { SITE_MAP, type SiteMapEntry } from '@jara/contracts/site-map';
import { withBrand } from '@jara/contracts/site-paths';

function paramLessPaths(entries: SiteMapEntry[]): string[] {
  const paths = entries.map((entry) => withBrand(entry.path)).filter((path) => !path.includes('{'));
  return [...new Set(paths)];
}

/** Every public route: indexable, reachable without a parameter. */
export function indexableRoutes(siteMap: SiteMapEntry[] = SITE_MAP): string[] {
  return paramLessPaths(siteMap.filter((entry) => entry.indexable));
}

/** Account and mid-flow screens: robots.txt asks crawlers to stay out. */
export function unindexedRoutes(siteMap: SiteMapEntry[] = SITE_MAP): string[] {
  return paramLessPaths(siteMap.filter((entry) => !entry.indexable));
}
