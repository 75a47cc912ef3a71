/**
 * The cart drawer: every vendor cart the customer has, opened from the cart button or by any
 * bundle through the `cart:open` event; opened for one store ("Order again", a checkout's "Edit
 * cart"), that store's cart comes first, where a phone shows it without scrolling. A failed read
 * keeps the carts already shown and says so, with a retry.
 */
import type { Cart } from '@jara/contracts/entities';
import { pathTo } from '@jara/contracts/site-paths';
import { useState } from 'react';
import { useBusEvent } from '@jara/bus/react';
import { useParcelProps } from '@jara/parcel/parcel';
import { Button } from '@jara/ui/button';
import { Drawer } from '@jara/ui/drawer';
import { Skeleton, SkeletonGroup } from '@jara/ui/skeleton';
import { checkoutPath } from '../carts/cart-lines';
import { useCartEditor } from '../carts/use-cart-editor';
import { useCarts } from '../carts/use-carts';
import { VendorCart } from './vendor-cart';
import styles from './cart-drawer.module.css';

function askedFirst(carts: Cart[], vendorId: string | undefined): Cart[] {
  const asked = carts.filter((cart) => cart.vendor === vendorId);
  return asked.length === 0 ? carts : [...asked, ...carts.filter((cart) => !asked.includes(cart))];
}

export function CartDrawer() {
  const { navigate } = useParcelProps();
  const [open, setOpen] = useState(false);
  const [askedFor, setAskedFor] = useState<string | undefined>();
  const carts = useCarts();
  const list = askedFirst(carts.data ?? [], askedFor);
  const editor = useCartEditor();

  useBusEvent('cart:open', ({ vendorId }) => {
    setAskedFor(vendorId);
    setOpen(true);
  });
  useBusEvent('auth:logged-out', () => setOpen(false));

  const go = (path: string) => {
    setOpen(false);
    navigate(path);
  };

  return (
    <Drawer open={open} onClose={() => setOpen(false)} title="Your cart">
      {carts.isError ? (
        <div role="alert" className={styles.syncError}>
          <p>We could not refresh your carts; what you see may be out of date.</p>
          <Button variant="secondary" size="sm" onClick={() => void carts.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      {carts.isLoading ? (
        <SkeletonGroup label="Loading your carts">
          <Skeleton height="1.4rem" width="60%" />
          <Skeleton height="3.5rem" shape="block" />
          <Skeleton height="3.5rem" shape="block" />
        </SkeletonGroup>
      ) : list.length === 0 ? (
        <div className={styles.empty}>
          <p>Your cart is empty.</p>
          <Button variant="secondary" onClick={() => go(pathTo('stores'))}>
            Browse stores
          </Button>
        </div>
      ) : (
        list.map((cart) => (
          <VendorCart
            key={cart.uuid}
            cart={cart}
            editor={editor}
            onCheckout={() => go(checkoutPath(cart))}
          />
        ))
      )}
    </Drawer>
  );
}
