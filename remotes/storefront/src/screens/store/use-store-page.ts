/** Everything the store screen shows: the vendor, then its categories and products together. */
import { getVendor, getVendorCategories, getVendorProducts } from '@jara/api/marketplace';
import type { Category, Product, Vendor } from '@jara/contracts/entities';
import { useRemoteData } from '@jara/parcel/use-remote-data';

export interface StorePage {
  vendor: Vendor;
  categories: Category[];
  products: Product[];
}

export function useStorePage(slug: string) {
  return useRemoteData(`store:${slug}`, async (signal): Promise<StorePage> => {
    const vendor = await getVendor(slug, { signal });
    const [categories, products] = await Promise.all([
      getVendorCategories(vendor.uuid, { signal }),
      getVendorProducts(vendor.uuid, {}, { signal }),
    ]);
    return { vendor, categories, products };
  });
}
