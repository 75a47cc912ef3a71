/**
 * The storefront's prerendered pages, drawn from the catalogue at publish time: the marketplace
 * at every site-map path that shows it (each alias canonical to the linked path), and every
 * store of every country at its linked path. A store's head names it, what it sells and where,
 * with its cover as the share image.
 */
import { BRAND } from '@jara/contracts/brand';
import type { BusinessType, LocationArea, Vendor } from '@jara/contracts/entities';
import type { PageHead } from '@jara/contracts/page-head';
import type { PrerenderContext, PrerenderPage } from '@jara/contracts/prerender';
import { siteMapOf, type SiteMapEntry } from '@jara/contracts/site-map';
import { fillPath } from '@jara/contracts/site-paths';
import { SCREENS } from '@jara/contracts/site-screens';
import { STORES_PATH, storePath } from '../widgets/store-paths';
import type { CountryCatalogue } from './store-catalogue';

export interface StoresRoute {
  kind: 'stores';
  path: string;
  entry: SiteMapEntry;
}

export interface StoreRoute {
  kind: 'store';
  path: string;
  vendor: Vendor;
  /** The store types it is listed under, by name. */
  types: BusinessType[];
  area: LocationArea | undefined;
}

export type StorefrontRoute = StoresRoute | StoreRoute;

/** The lazy chunks the screens are built into (app/screens.ts names them). */
const CHUNKS = { stores: ['screen-home'], store: ['screen-store'] } as const;

function storesRoutes(): StoresRoute[] {
  return siteMapOf('storefront')
    .filter((entry) => entry.screen === 'stores' && entry.indexable)
    .map((entry) => ({ kind: 'stores', path: fillPath(entry.path), entry }));
}

function storeRoutes({ vendors, businessTypes, areas }: CountryCatalogue): StoreRoute[] {
  return vendors.map((vendor) => ({
    kind: 'store',
    path: storePath(vendor.slug),
    vendor,
    types: businessTypes.filter((type) => vendor.business_type_ids.includes(type.id)),
    area: areas.find((area) => area.id === vendor.location_area_id),
  }));
}

export function storefrontRoutes(catalogues: CountryCatalogue[]): StorefrontRoute[] {
  return [...storesRoutes(), ...catalogues.flatMap(storeRoutes)];
}

/** "Restaurants and homemade meals in Yaba, Lagos": what a store sells and where. */
export function storeSummary({ types, area }: Pick<StoreRoute, 'types' | 'area'>): string {
  const what = types.map((type) => type.name).join(' and ') || 'Store';
  return area ? `${what} in ${area.name}, ${area.state}` : what;
}

function storeHead(route: StoreRoute, origin: string): PageHead {
  const { vendor } = route;
  const about = [vendor.description.trim(), `${storeSummary(route)}.`].filter(Boolean).join(' ');
  return {
    title: `${vendor.business_name} · ${BRAND.name}`,
    description: `${about} See the menu with prices and opening hours, and order on ${BRAND.name}.`,
    type: 'website',
    canonical: `${origin}${route.path}`,
    alternates: [],
    ...(vendor.cover_url ? { image: new URL(vendor.cover_url, origin).href } : {}),
  };
}

function storesHead({ entry }: StoresRoute, origin: string): PageHead {
  return {
    title: `${entry.title} · ${BRAND.name}`,
    description: entry.description,
    type: 'website',
    canonical: `${origin}${STORES_PATH}`,
    alternates: [],
  };
}

/**
 * `lastmod` is the publish day: the API gives no store's last change, and a publish follows
 * every change of the catalogue.
 */
export function storefrontPage(
  route: StorefrontRoute,
  context: PrerenderContext,
  publishDay: string,
): PrerenderPage {
  return {
    path: route.path,
    head:
      route.kind === 'stores'
        ? storesHead(route, context.origin)
        : storeHead(route, context.origin),
    chunks: [...CHUNKS[route.kind]],
    payload: null,
    lastmod: publishDay,
  };
}

/** The title the store screen is given, as the remote's router gives it. */
export const STORE_SCREEN_TITLE = SCREENS.store.title;
