/**
 * A vendor's store (/stores/:name and its aliases, /store/:id): the vendor, its menu, and adding
 * products to the vendor's cart.
 */
import { isApiError } from '@jara/api/api-error';
import type { ScreenProps } from '@jara/parcel/remote-routes';
import { Spinner } from '@jara/ui/spinner';
import { LoadError } from '../../components/load-error';
import { AddonPicker } from './addon-picker';
import { StoreMenu } from './store-menu';
import { StoreNotFound } from './store-not-found';
import { useAddToCart } from './use-add-to-cart';
import { useRecordStoreView } from './use-record-store-view';
import { useStorePage, type StorePage } from './use-store-page';
import { VendorHeader } from './vendor-header';
import styles from './store-screen.module.css';

export function StoreScreen({ params }: ScreenProps) {
  const slug = params.name ?? params.id ?? '';
  const page = useStorePage(slug);
  useRecordStoreView(page.status === 'loaded' ? page.data.vendor.uuid : null);

  if (page.status === 'loading') {
    return (
      <div className={styles.screen}>
        <Spinner label="Loading the store" />
      </div>
    );
  }
  if (page.status === 'failed') {
    return (
      <div className={styles.screen}>
        {isApiError(page.error) && page.error.status === 404 ? (
          <StoreNotFound slug={slug} />
        ) : (
          <LoadError message="We could not load this store." onRetry={page.retry} />
        )}
      </div>
    );
  }
  return <LoadedStore key={page.data.vendor.uuid} page={page.data} />;
}

function LoadedStore({ page }: { page: StorePage }) {
  const cart = useAddToCart(page.vendor);
  return (
    <div className={styles.screen}>
      <VendorHeader vendor={page.vendor} />
      <StoreMenu
        categories={page.categories}
        products={page.products}
        pendingProduct={cart.pendingProduct}
        onAdd={(product) => void cart.add(product)}
      />
      {cart.choosingAddons ? (
        <AddonPicker
          key={cart.choosingAddons.uuid}
          product={cart.choosingAddons}
          adding={cart.pendingProduct === cart.choosingAddons.uuid}
          onConfirm={(addons) => void cart.confirmAddons(addons)}
          onCancel={cart.cancelAddons}
        />
      ) : null}
    </div>
  );
}
