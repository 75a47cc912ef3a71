/** Sandbox data the store page specs start from, read through the API as the site reads it. */
import type { Category, LocationArea, Product, Vendor } from '@jara/contracts/entities';
import { E2E_URLS } from './e2e-stack';

async function api<T>(path: string, country: 'NG' | 'KE'): Promise<T> {
  const response = await fetch(`${E2E_URLS.api}${path}`, {
    headers: { location: country, accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

export interface StoreData {
  vendor: Vendor;
  /** The vendor's own area: the sandbox delivers there. */
  area: LocationArea;
  /** The last category that has products: the index must scroll to reach it. */
  lastCategory: Category;
  dish: Product;
}

/** The first store of the country with at least three categories of products. */
export async function storeWithMenu(country: 'NG' | 'KE'): Promise<StoreData> {
  const [vendors, areas] = await Promise.all([
    api<{ items: Vendor[] }>('/marketplace/vendors?per_page=30', country),
    api<LocationArea[]>('/location_areas', country),
  ]);
  for (const vendor of vendors.items) {
    const categories = await api<Category[]>(
      `/marketplace/vendors/${vendor.uuid}/categories`,
      country,
    );
    const filled = categories.filter((category) => category.products_count > 0);
    const products = await api<Product[]>(`/marketplace/vendors/${vendor.uuid}/products`, country);
    const area = areas.find((each) => each.id === vendor.location_area_id);
    const lastCategory = filled.at(-1);
    const dish = products.find((product) => product.category_id === lastCategory?.id);
    if (filled.length >= 3 && area && lastCategory && dish && vendor.latitude !== null) {
      return { vendor, area, lastCategory, dish };
    }
  }
  throw new Error(`the sandbox seed has no ${country} store with a menu of three categories`);
}

export interface StoreDish {
  vendor: Vendor;
  product: Product;
}

/**
 * The first store of `country` (of those `storeFits`, open ones by default) with a dish without
 * add-ons whose price fits `priceFits` against that store's minimum order. Listed for `near`,
 * when given, so `storeFits` can ask whether the store delivers there.
 */
export async function dishAgainstMinimum(
  priceFits: (price: number, minimum: number) => boolean,
  storeFits: (vendor: Vendor) => boolean = (vendor) => vendor.is_open,
  near?: Pick<LocationArea, 'latitude' | 'longitude'>,
  country: 'NG' | 'KE' = 'NG',
): Promise<StoreDish> {
  const point = near ? `&latitude=${near.latitude}&longitude=${near.longitude}` : '';
  const list = `/marketplace/vendors?per_page=30${point}`;
  const vendors = await api<{ items: Vendor[] }>(list, country);
  for (const vendor of vendors.items.filter(storeFits)) {
    const products = await api<Product[]>(`/marketplace/vendors/${vendor.slug}/products`, country);
    const product = products.find(
      (each) =>
        each.is_available &&
        each.addon_groups.length === 0 &&
        priceFits(each.price, vendor.minimum_order),
    );
    if (product) return { vendor, product };
  }
  throw new Error('the sandbox seed has no such dish against its store’s minimum order');
}

/** A Nigerian delivery area by name, as the location picker lists it. */
export async function areaNamed(name: string): Promise<LocationArea> {
  const areas = await api<LocationArea[]>('/location_areas', 'NG');
  const area = areas.find((each) => each.name === name);
  if (!area) throw new Error(`the sandbox lists no area named ${name}`);
  return area;
}
