/**
 * Whether the site asks search engines to list a page, as the site map says (its
 * `UNINDEXED_SCREENS` get a `noindex` head and stay out of the sitemap). Lighthouse's SEO
 * category fails such a page on `is-crawlable` by design, so the bench scores SEO on them without
 * that audit; reading it from the site map keeps the bench in step when a screen changes.
 */
import { matchRoutes } from 'react-router-dom';
import { SITE_MAP, type SiteMapEntry } from '@jara/contracts/site-map';
import { toRouterPath } from '@jara/contracts/site-paths';

/** The audit a deliberately unindexed page fails. */
export const CRAWLABLE_AUDIT = 'is-crawlable';

/** The site-map entry a URL path shows, matched as the shell's router matches it. */
export function siteMapEntryOf(
  pathname: string,
  siteMap: readonly SiteMapEntry[] = SITE_MAP,
): SiteMapEntry {
  const routes = siteMap.map((entry) => ({ path: toRouterPath(entry.path), entry }));
  const entry = matchRoutes(routes, pathname)?.at(-1)?.route.entry;
  if (!entry) throw new Error(`${pathname} is not a path of the site map`);
  return entry;
}

/** The audits Lighthouse's SEO score leaves out for `pathname`: is-crawlable on an unindexed page. */
export function seoAuditsExcluded(
  pathname: string,
  siteMap: readonly SiteMapEntry[] = SITE_MAP,
): string[] {
  return siteMapEntryOf(pathname, siteMap).indexable ? [] : [CRAWLABLE_AUDIT];
}
