/**
 * The plans remote's prerendered pages: its indexable screens at paths without a
 * parameter (the service landings, NG and KE, and the plans side by side), each with its head
 * from the site map (title, description, canonical, the hreflang twin in the other country) and
 * the chunks whose CSS it paints with. The flow's steps and the thank-you page are per customer.
 */
import { BRAND } from '@jara/contracts/brand';
import { countryOfPath } from '@jara/contracts/kenya-path';
import type { PageHead } from '@jara/contracts/page-head';
import type { PrerenderContext, PrerenderPage } from '@jara/contracts/prerender';
import { siteMapOf, type SiteMapEntry } from '@jara/contracts/site-map';
import { fillPath } from '@jara/contracts/site-paths';
import type { ScreenIdOf } from '@jara/contracts/site-screens';

export type PlansScreenId = ScreenIdOf<'plans'>;

export interface PlansRoute {
  path: string;
  screen: PlansScreenId;
  entry: SiteMapEntry;
}

const HREFLANG = { NG: 'en-NG', KE: 'en-KE' } as const;

/** The lazy chunk a service screen draws its landing from (service-page.tsx names it). */
const LANDING_CHUNK = 'plan-landing';
const SERVICE_SCREENS: readonly PlansScreenId[] = ['laundry', 'cleaning'];

export function prerenderedPlansRoutes(): PlansRoute[] {
  return siteMapOf('plans')
    .filter((entry) => entry.indexable && !entry.path.includes('{'))
    .map((entry) => ({ path: fillPath(entry.path), screen: entry.screen, entry }));
}

function headOf({ path, entry }: PlansRoute, origin: string): PageHead {
  const twin = entry.twin === undefined ? undefined : fillPath(entry.twin);
  const country = countryOfPath(path);
  const nigerian = country === 'NG' ? path : twin;
  return {
    title: `${entry.title} · ${BRAND.name}`,
    description: entry.description,
    type: 'website',
    canonical: `${origin}${path}`,
    alternates:
      twin === undefined
        ? []
        : [
            { hreflang: HREFLANG[country], href: `${origin}${path}` },
            { hreflang: HREFLANG[countryOfPath(twin)], href: `${origin}${twin}` },
            { hreflang: 'x-default', href: `${origin}${nigerian!}` },
          ],
  };
}

export function chunksOf(screen: PlansScreenId): string[] {
  const own = `screen-${screen}`;
  return SERVICE_SCREENS.includes(screen) ? [own, LANDING_CHUNK] : [own];
}

/** `lastmod`: the pages change with the plans build, so its date is their last change. */
export function plansPages(context: PrerenderContext, buildDate: string): PrerenderPage[] {
  return prerenderedPlansRoutes().map((route) => ({
    path: route.path,
    head: headOf(route, context.origin),
    chunks: chunksOf(route.screen),
    payload: null,
    lastmod: buildDate,
  }));
}
