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
