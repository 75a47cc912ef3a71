/**
 * A vendor's store (/stores/:name and its aliases, /store/:id): the vendor, whether it is open
 * and delivers to the customer, its menu with a search and a category index, its reviews, and
 * adding products to the vendor's cart (ahead, while the store is closed; never at a closed
 * store that lists no hours).
 */
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@jara/api/api-error';
import { usePageMeta } from '@jara/parcel/page-meta';
import type { ScreenProps } from '@jara/parcel/remote-routes';
import { storePageQuery, type StorePage } from '@jara/query/marketplace-queries';
import { Skeleton, SkeletonGroup } from '@jara/ui/skeleton';
import { LoadError } from '@jara/ui/load-error';
import { AddonPicker } from '@jara/addons/addon-picker';
import { useAddToCart } from '../../widgets/use-add-to-cart';
import { useDrawnData } from '../../widgets/use-drawn-data';
import { useScreenReady } from '../../widgets/use-screen-ready';
import { ClosedNotice } from './closed-notice';
import { takesOrders } from '../../widgets/takes-orders';
import { DeliveryPanel } from './delivery-panel';
import { StoreMenu } from './store-menu';
import { StoreNotFound } from './store-not-found';
import { storeSlug } from './store-screen-queries';
import { StoreReviews } from './store-reviews';
import { openNow } from './open-now';
import { useRecordStoreView } from './use-record-store-view';
import { VendorHeader } from './vendor-header';
import headerStyles from './vendor-header.module.css';
import styles from './store-screen.module.css';

const STORE_RECHECK_MS = 60_000;

export function StoreScreen({ params }: ScreenProps) {
  const slug = storeSlug(params);
  // Read again each minute while open, so a store that closes stops taking items (open-now.ts).
  const page = useQuery({ ...storePageQuery(slug), refetchInterval: STORE_RECHECK_MS });
  useRecordStoreView(page.data?.vendor.uuid ?? null);
  const drawn = useDrawnData(page.data);
  useScreenReady(drawn, page);

  if (page.isPending || (page.isSuccess && !drawn)) {
    return (
      <SkeletonGroup label="Loading the store" className={styles.screen}>
        <div className={headerStyles.coverSkeleton}>
          <Skeleton height="100%" shape="block" />
        </div>
        <Skeleton width="min(20rem, 100%)" height="2rem" />
        <Skeleton height="104px" shape="block" />
        <Skeleton height="104px" shape="block" />
      </SkeletonGroup>
    );
  }
  if (page.isError) {
    return (
      <div className={styles.screen}>
        {isApiError(page.error) && page.error.status === 404 ? (
          <StoreNotFound slug={slug} />
        ) : (
          <LoadError message="We could not load this store." onRetry={() => page.refetch()} />
        )}
      </div>
    );
  }
  return drawn ? <LoadedStore key={drawn.vendor.uuid} page={drawn} /> : null;
}

function LoadedStore({ page }: { page: StorePage }) {
  const { vendor } = page;
  const cart = useAddToCart(vendor);
  const openState = openNow(vendor);
  usePageMeta({ title: vendor.business_name });
  return (
    <div className={styles.screen}>
      <VendorHeader vendor={vendor} open={openState.open} today={openState.today} />
      <div className={styles.notices}>
        {openState.open ? null : (
          <ClosedNotice name={vendor.business_name} opensNext={openState.opensNext} />
        )}
        <DeliveryPanel vendor={vendor} />
      </div>
      <StoreMenu
        vendorId={vendor.uuid}
        categories={page.categories}
        products={page.products}
        actions={{
          closed: !takesOrders(vendor),
          pendingProduct: cart.pendingProduct,
          onAdd: (product) => void cart.add(product),
        }}
      />
      <StoreReviews vendorId={vendor.uuid} />
      {cart.choosingAddons ? (
        <AddonPicker
          key={cart.choosingAddons.uuid}
          product={cart.choosingAddons}
          busy={cart.pendingProduct === cart.choosingAddons.uuid}
          onConfirm={(addons) => void cart.confirmAddons(addons)}
          onCancel={cart.cancelAddons}
        />
      ) : null}
    </div>
  );
}
