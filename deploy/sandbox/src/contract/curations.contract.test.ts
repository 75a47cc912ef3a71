/**
 * Curations against the real sandbox: each product names its vendor in the contract's shape,
 * and a signed-in customer's favourites show on those vendors.
 */
import { addFavouriteVendor, removeFavouriteVendor } from '@jara/api/favourites';
import { getCurationProducts, getCurations } from '@jara/api/marketplace';
import { expectFields } from './entity-keys';
import { setUpSandbox } from './sandbox-harness';

const api = setUpSandbox();

beforeEach(() => {
  api.useCountry('NG');
  api.signOut();
});

describe('curations', () => {
  it('lists products with their vendors, in the contract shape', async () => {
    const [curation] = await getCurations();
    expectFields('curation', curation);
    const products = await getCurationProducts(curation!.uuid);
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      expectFields('curationProduct', product);
      expectFields('vendor', product.vendor);
      expect(product.vendor.uuid).toBe(product.vendor_uuid);
    }
  });

  it('marks the signed-in customer’s favourite vendors', async () => {
    await api.signIn();
    const [curation] = await getCurations();
    const vendor = curation!.products[0]!.vendor;
    await addFavouriteVendor(vendor.uuid);
    const favourite = (products: { vendor: { uuid: string; is_favourite: boolean } }[]) =>
      products.find((product) => product.vendor.uuid === vendor.uuid)?.vendor.is_favourite;

    expect(favourite(await getCurationProducts(curation!.uuid))).toBe(true);
    expect(favourite((await getCurations())[0]!.products)).toBe(true);
    await removeFavouriteVendor(vendor.uuid);
    expect(favourite(await getCurationProducts(curation!.uuid))).toBe(false);
  });
});
