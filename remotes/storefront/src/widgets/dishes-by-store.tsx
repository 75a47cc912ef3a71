/**
 * Dishes from several stores, grouped under the store they come from: each group names its
 * store (a link to it), says whether it is open, what delivery to the customer's place costs and
 * takes or that the store does not deliver there (as the store's card says it), and adds a dish
 * to that store's cart, through the add-on picker when the dish has add-ons.
 */
import { useQuery } from '@tanstack/react-query';
import type { Product, Vendor } from '@jara/contracts/entities';
import { productVendorQuery } from '@jara/query/search-queries';
import { LoadError } from '@jara/ui/load-error';
import { Skeleton, SkeletonGroup } from '@jara/ui/skeleton';
import { AddonPicker } from '@jara/addons/addon-picker';
import { AppLink } from '@jara/parcel/app-link';
import { DeliveryQuoteLine } from './delivery-quote-line';
import { DishCard } from './dish-card';
import { NoDeliveryNote } from './no-delivery-note';
import { OpenBadge } from './open-badge';
import { storePath } from './store-paths';
import { takesOrders } from './takes-orders';
import { useAddToCart } from './use-add-to-cart';
import { useCustomerPoint } from './use-customer-point';
import styles from './dishes-by-store.module.css';

/** Products in their order, grouped by store at the first dish of each store. */
export function groupByStore(products: readonly Product[]): Product[][] {
  const groups = new Map<string, Product[]>();
  for (const product of products) {
    const group = groups.get(product.vendor_uuid);
    if (group) group.push(product);
    else groups.set(product.vendor_uuid, [product]);
  }
  return [...groups.values()];
}

export function DishesByStore({ products }: { products: readonly Product[] }) {
  return (
    <div className={styles.groups}>
      {groupByStore(products).map((dishes) => (
        <StoreDishes key={dishes[0]!.vendor_uuid} dishes={dishes} />
      ))}
    </div>
  );
}

function StoreDishes({ dishes }: { dishes: Product[] }) {
  const vendor = useQuery(productVendorQuery(dishes[0]!.vendor_uuid, useCustomerPoint()));
  if (vendor.isPending) {
    return (
      <SkeletonGroup label="Loading the store" className={styles.group}>
        <Skeleton width="12rem" height="1.4rem" />
        {dishes.map((dish) => (
          <Skeleton key={dish.uuid} height="114px" shape="block" />
        ))}
      </SkeletonGroup>
    );
  }
  if (vendor.isError) {
    return (
      <LoadError
        message="We could not load the store of these dishes."
        onRetry={() => vendor.refetch()}
      />
    );
  }
  return <LoadedStoreDishes vendor={vendor.data} dishes={dishes} />;
}

function LoadedStoreDishes({ vendor, dishes }: { vendor: Vendor; dishes: Product[] }) {
  const cart = useAddToCart(vendor);
  return (
    <section className={styles.group} aria-label={`From ${vendor.business_name}`}>
      <h3 className={styles.store}>
        <AppLink to={storePath(vendor.slug)}>{vendor.business_name}</AppLink>{' '}
        <OpenBadge open={vendor.is_open} />
      </h3>
      <DeliveryQuoteLine vendor={vendor} className={styles.quote} />
      <NoDeliveryNote vendor={vendor} />
      <ul className={styles.dishes}>
        {dishes.map((dish) => (
          <li key={dish.uuid}>
            <DishCard
              product={dish}
              closed={!takesOrders(vendor)}
              adding={cart.pendingProduct === dish.uuid}
              onAdd={(product) => void cart.add(product)}
            />
          </li>
        ))}
      </ul>
      {cart.choosingAddons ? (
        <AddonPicker
          key={cart.choosingAddons.uuid}
          product={cart.choosingAddons}
          busy={cart.pendingProduct === cart.choosingAddons.uuid}
          onConfirm={(addons) => void cart.confirmAddons(addons)}
          onCancel={cart.cancelAddons}
        />
      ) : null}
    </section>
  );
}
