/**
 * What the document head says about a URL: its title and description from the site map (or a
 * remote's refinement made on that very path), whether search engines should list it, and for
 * a page with a twin in the other country, the hreflang alternates and its canonical URL. The
 * live document and the prerendered files both take their head from here.
 */
import { BRAND } from '@jara/contracts/brand';
import { KENYA_PREFIX, isKenyaPath } from '@jara/contracts/kenya-path';
import { NOT_FOUND_HEAD, type PageHead } from '@jara/contracts/page-head';
import type { SiteMapEntry } from '@jara/contracts/site-map';
import { pathTo, toRouterPath } from '@jara/contracts/site-paths';
import { matchPath } from 'react-router-dom';
import type { PageMetaRefinement } from '@jara/parcel/page-meta';

const titled = (title: string) => (title ? `${title} · ${BRAND.name}` : BRAND.name);

function twinPaths(pathname: string): { ng: string; ke: string } {
  if (isKenyaPath(pathname)) {
    return { ng: pathname.slice(KENYA_PREFIX.length) || '/', ke: pathname };
  }
  return { ng: pathname, ke: pathname === '/' ? KENYA_PREFIX : `${KENYA_PREFIX}${pathname}` };
}

/**
 * The address search engines should list a page under: its own, or for an alias (the web app's
 * store path) the linked path of the same screen with the same parameters, as the prerendered
 * document says, so the live app never contradicts it.
 */
function canonicalPath(pathname: string, entry: SiteMapEntry): string | undefined {
  if (entry.linked) return pathname;
  const params = matchPath(toRouterPath(entry.path), pathname)?.params;
  if (!params) return undefined;
  const filled = Object.fromEntries(
    Object.entries(params).filter((pair): pair is [string, string] => pair[1] !== undefined),
  );
  return pathTo(entry.screen, { params: filled });
}

export function pageHead(
  pathname: string,
  origin: string,
  entry: SiteMapEntry | undefined,
  refinement?: PageMetaRefinement,
): PageHead {
  if (!entry) {
    return {
      title: titled(NOT_FOUND_HEAD.title),
      description: NOT_FOUND_HEAD.description,
      alternates: [],
      type: 'website',
      noindex: true,
    };
  }
  const refined = refinement?.pathname === pathname ? refinement : undefined;
  const head = {
    title: titled(refined?.title ?? entry.title),
    description: refined?.description ?? entry.description,
    type: 'website' as const,
    ...(entry.indexable ? {} : { noindex: true }),
  };
  if (!entry.twin) {
    const canonical = entry.indexable ? canonicalPath(pathname, entry) : undefined;
    return {
      ...head,
      alternates: [],
      ...(canonical ? { canonical: `${origin}${canonical}` } : {}),
    };
  }
  const { ng, ke } = twinPaths(pathname);
  return {
    ...head,
    canonical: `${origin}${pathname}`,
    alternates: [
      { hreflang: 'en-NG', href: `${origin}${ng}` },
      { hreflang: 'en-KE', href: `${origin}${ke}` },
      { hreflang: 'x-default', href: `${origin}${ng}` },
    ],
  };
}
