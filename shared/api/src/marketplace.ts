/** Marketplace calls of spec 7: vendors, search, tags, business types and curations. */
import type {
  CustomerPointQuery,
  HomepageQuery,
  HomepageSectionQuery,
  PageQuery,
  VendorListQuery,
  VendorOrderQuery,
} from '@jara/contracts/api-calls';
import type { StoreSection } from '@jara/contracts/homepage-sections';
import { homepageSchema, vendorPreviewSchema } from '@jara/contracts/marketplace-schema';
import { categorySchema, productSchema } from '@jara/contracts/product-schema';
import { vendorSchema } from '@jara/contracts/vendor-schema';
import { z } from 'zod/mini';
import type { RequestOptions } from './request-options';
import { callMain } from './typed-call';

export function getVendors(query: VendorListQuery = {}, options?: RequestOptions) {
  return callMain('GET /marketplace/vendors', { query }, options);
}

/**
 * One store and its menu are checked against the contract's schemas: the store page reads nearly
 * every field of them, and a menu is one store's (a few dozen products), so the check is cheap.
 * The lists of many stores are not: parsing hundreds of vendors on every page would cost time.
 */
export function getVendor(slug: string, options?: RequestOptions) {
  return getVendorFor(slug, {}, options);
}

/**
 * A store placed for the customer's point, as a store list places it (`delivers_to_customer`,
 * `delivery_quote`): the store of a dish in a list across stores.
 */
export function getVendorFor(slug: string, point: CustomerPointQuery, options?: RequestOptions) {
  return callMain('GET /marketplace/vendors/{slug}', { path: { slug }, query: point }, options, {
    dataSchema: vendorSchema,
  });
}

export function getVendorPreview(vendorId: string, options?: RequestOptions) {
  return callMain('GET /marketplace/vendors/{id}/preview', { path: { id: vendorId } }, options, {
    dataSchema: vendorPreviewSchema,
  });
}

export function getVendorFeedback(
  vendorId: string,
  query: PageQuery = {},
  options?: RequestOptions,
) {
  return callMain(
    'GET /marketplace/vendors/{id}/feedback',
    { path: { id: vendorId }, query },
    options,
  );
}

const categoriesSchema = z.array(categorySchema);

export function getVendorCategories(vendorId: string, options?: RequestOptions) {
  return callMain('GET /marketplace/vendors/{id}/categories', { path: { id: vendorId } }, options, {
    dataSchema: categoriesSchema,
  });
}

const productsSchema = z.array(productSchema);

export function getVendorProducts(
  vendorId: string,
  query: { search?: string; category_id?: number } = {},
  options?: RequestOptions,
) {
  return callMain(
    'GET /marketplace/vendors/{id}/products',
    { path: { id: vendorId }, query },
    options,
    { dataSchema: productsSchema },
  );
}

/**
 * Checked against the contract: paged (homepage-sections.ts), the home's answer is a few cards a
 * row, whose check costs about 0.05 ms warm (0.4 ms at the first check), where the unpaged
 * answer's cost 0.4 ms (3-29 ms at the first): a wrong shape is a calm error, not a crash.
 */
export function getHomepage(query: HomepageQuery, options?: RequestOptions) {
  return callMain('GET /marketplace/homepage', { query }, options, { dataSchema: homepageSchema });
}

/** A store section of the home past its first page, as the store lists: unchecked. */
export function getHomepageSection(
  section: StoreSection,
  query: HomepageSectionQuery,
  options?: RequestOptions,
) {
  return callMain(
    'GET /marketplace/homepage/sections/{section}',
    { path: { section }, query },
    options,
  );
}

/**
 * With the customer's point, each store says whether it delivers there, and at what quote; the
 * stores may be narrowed to the open ones and sorted.
 */
export function searchAll(searchText: string, order: VendorOrderQuery, options?: RequestOptions) {
  return callMain(
    'GET /marketplace/search/all',
    { query: { query: searchText, ...order } },
    options,
  );
}

export function searchProducts(query: PageQuery & { query: string }, options?: RequestOptions) {
  return callMain('GET /marketplace/search/products', { query }, options);
}

export function searchVendors(
  query: PageQuery & { query: string } & VendorOrderQuery,
  options?: RequestOptions,
) {
  return callMain('GET /marketplace/search/vendors', { query }, options);
}

export function getHiddenGems(point: CustomerPointQuery, options?: RequestOptions) {
  return callMain('GET /marketplace/vendors/hidden-gems', { query: point }, options);
}

export function getVendorOffers(point: CustomerPointQuery, options?: RequestOptions) {
  return callMain('GET /marketplace/vendors/offers', { query: point }, options);
}

/** With the customer's point, each vendor says whether it delivers there, those that do first. */
export function getVendorsByLocationArea(
  locationAreaId: number,
  point: CustomerPointQuery = {},
  options?: RequestOptions,
) {
  return callMain(
    'POST /marketplace/vendors/location_area',
    { body: { location_area_id: locationAreaId, ...point } },
    options,
  );
}

export function getTagProducts(tagId: number | string, options?: RequestOptions) {
  return callMain('GET /marketplace/tags/{id}/products', { path: { id: tagId } }, options);
}

/** What a tag chip and a tag's page read. */
const tagsSchema = z.array(z.object({ id: z.number(), name: z.string(), slug: z.string() }));

/** Tags are fetched per business type (spec 3). */
export function getTags(businessTypeId: number, options?: RequestOptions) {
  return callMain(
    'GET /marketplace/tags',
    { query: { business_typee_id: businessTypeId } },
    options,
    { dataSchema: tagsSchema },
  );
}

export function getBusinessTypes(options?: RequestOptions) {
  return callMain('GET /marketplace/business_types', {}, options);
}

/** With the customer's point, each product's vendor says whether it delivers there, at what quote. */
export function getCurations(point: CustomerPointQuery = {}, options?: RequestOptions) {
  return callMain('GET /marketplace/curations', { query: point }, options);
}

export function getCurationProducts(
  curationUuid: string,
  point: CustomerPointQuery = {},
  options?: RequestOptions,
) {
  return callMain(
    'GET /marketplace/curations/active/{uuid}/products',
    { path: { uuid: curationUuid }, query: point },
    options,
  );
}
