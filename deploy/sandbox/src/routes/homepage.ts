import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COUNTRY_CODES } from '@jara/contracts/constants';
import type { Homepage, Vendor } from '@jara/contracts/entities';
import {
  HOMEPAGE_SECTIONS,
  MAX_SECTION_PAGE_SIZE,
  SECTION_PAGE_SIZE,
  STORE_SECTIONS,
  type HomepageSection,
  type StoreSection,
} from '@jara/contracts/homepage-sections';
import { z } from 'zod';
import { distanceKm, type Point } from '../domain/geo';
import { DELIVERY_RADIUS_KM } from '../domain/pricing';
import { fieldError } from '../http/api-error';
import { ok } from '../http/envelope';
import { numeric, positiveId } from '../http/fields';
import { paginate } from '../http/pagination';
import { parseQuery } from '../http/validation';
import type { SandboxContext } from '../sandbox-context';
import { listVendors } from '../store/vendor-queries';
import { listOrderQuery, pointOf, pointQuery, presentVendors } from '../views/placed-vendors';
import type { VendorRow } from '../views/vendor-view';
import { businessTypes } from './catalogue';
import { activeCurations } from './curations';

const countryCode = z.preprocess(
  (value) => (typeof value === 'string' ? value.toUpperCase() : value),
  z.enum(COUNTRY_CODES),
);
const pageSize = numeric(z.number().int().min(1).max(MAX_SECTION_PAGE_SIZE));

const homepageQuery = pointQuery.extend({
  country_code: countryCode,
  business_type_id: positiveId.optional(),
  sections: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.split(',') : value),
      z.array(z.enum(HOMEPAGE_SECTIONS)),
    )
    .optional(),
  per_section: pageSize.optional(),
});

const sectionQuery = pointQuery.extend({
  open_now: listOrderQuery.shape.open_now,
  country_code: countryCode,
  business_type_id: positiveId.optional(),
  page: numeric(z.number().int().min(1)).optional(),
  per_page: pageSize.optional(),
});

/** How many stores the top rated and nearby rows hold at most, over all their pages. */
const RANKED_ROW_SIZE = 10;

function nearby(rows: VendorRow[], here: Point | null): VendorRow[] {
  if (!here) return rows.slice(0, RANKED_ROW_SIZE);
  return rows
    .filter((row) => row.latitude !== null && row.longitude !== null)
    .map((row) => ({
      row,
      km: distanceKm(here, { latitude: row.latitude ?? 0, longitude: row.longitude ?? 0 }),
    }))
    .filter((entry) => entry.km <= DELIVERY_RADIUS_KM)
    .sort((a, b) => a.km - b.km)
    .slice(0, RANKED_ROW_SIZE)
    .map((entry) => entry.row);
}

/** Each store section's stores, before they are placed for the customer's point. */
const SECTION_ROWS: Record<StoreSection, (rows: VendorRow[], here: Point | null) => VendorRow[]> = {
  hidden_gems: (rows) => rows.filter((row) => row.is_hidden_gem === 1),
  offers: (rows) => rows.filter((row) => row.offer_title !== null),
  top_rated: (rows) => [...rows].sort((a, b) => b.rating - a.rating).slice(0, RANKED_ROW_SIZE),
  nearby,
};

interface SectionAsk {
  ctx: SandboxContext;
  request: FastifyRequest;
  rows: VendorRow[];
  point: Point | null;
}

/**
 * A section's every store, placed: the stores that deliver to the customer's point first (the
 * curations, the products whose store delivers there), so a page is a slice of that order.
 */
function sectionStores({ ctx, request, rows, point }: SectionAsk, section: StoreSection): Vendor[] {
  return presentVendors(ctx, request, SECTION_ROWS[section](rows, point), point);
}

function isStoreSection(section: string): section is StoreSection {
  return (STORE_SECTIONS as readonly string[]).includes(section);
}

export function registerHomepageRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get('/marketplace/homepage', async (request) => {
    const query = parseQuery(homepageQuery, request.query);
    const country = query.country_code;
    const point = pointOf(query);
    const ask: SectionAsk = {
      ctx,
      request,
      rows: listVendors(ctx.db, { country, businessTypeId: query.business_type_id }),
      point,
    };
    const asked = new Set<HomepageSection>(query.sections ?? HOMEPAGE_SECTIONS);
    const perPage = query.per_section ?? SECTION_PAGE_SIZE;
    // A section not asked for comes back empty, with its total still counted.
    const firstPage = <T>(section: HomepageSection, all: T[]) => {
      const { items, ...page } = paginate(all, { page: 1, per_page: perPage });
      return { items: asked.has(section) ? items : [], page };
    };
    const sections = {
      hidden_gems: firstPage('hidden_gems', sectionStores(ask, 'hidden_gems')),
      offers: firstPage('offers', sectionStores(ask, 'offers')),
      top_rated: firstPage('top_rated', sectionStores(ask, 'top_rated')),
      curations: firstPage('curations', activeCurations({ ctx, request, point }, country)),
      nearby: firstPage('nearby', sectionStores(ask, 'nearby')),
    };
    const homepage: Homepage = {
      business_types: businessTypes(ctx.db),
      hidden_gems: sections.hidden_gems.items,
      offers: sections.offers.items,
      top_rated: sections.top_rated.items,
      curations: sections.curations.items,
      nearby: sections.nearby.items,
      section_pages: {
        hidden_gems: sections.hidden_gems.page,
        offers: sections.offers.page,
        top_rated: sections.top_rated.page,
        curations: sections.curations.page,
        nearby: sections.nearby.page,
      },
    };
    return ok(homepage);
  });

  app.get<{ Params: { section: string } }>(
    '/marketplace/homepage/sections/:section',
    async (request) => {
      const { section } = request.params;
      if (!isStoreSection(section)) {
        throw fieldError(
          'section',
          `There is no store section "${section}": ask for one of ${STORE_SECTIONS.join(', ')}.`,
        );
      }
      const query = parseQuery(sectionQuery, request.query);
      const point = pointOf(query);
      const rows = listVendors(ctx.db, {
        country: query.country_code,
        businessTypeId: query.business_type_id,
      });
      const stores = sectionStores({ ctx, request, rows, point }, section);
      const listed = query.open_now ? stores.filter((vendor) => vendor.is_open) : stores;
      const page = paginate(listed, {
        page: query.page,
        per_page: query.per_page ?? SECTION_PAGE_SIZE,
      });
      if (page.page > page.last_page) {
        throw fieldError(
          'page',
          `Page ${page.page} is past the last page of ${section}: it has ${page.last_page}.`,
        );
      }
      return ok(page);
    },
  );
}
