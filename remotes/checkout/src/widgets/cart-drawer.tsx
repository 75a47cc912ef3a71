/**
 * The cart drawer: every vendor cart the customer has, opened from the cart button or by any
 * bundle through the `cart:open` event. It also keeps the cart store in step with the server
 * while the customer is signed in.
 */
import { pathTo } from '@jara/contracts/site-paths';
import { useState } from 'react';
import { useBusEvent } from '@jara/bus/react';
import { useParcelProps } from '@jara/parcel/parcel';
import { cartItemCount, cartStore } from '@jara/state/cart-store';
import { useStore } from '@jara/state/use-store';
import { Button } from '@jara/ui/button';
import { Drawer } from '@jara/ui/drawer';
import { checkoutPath } from '../carts/cart-lines';
import { useCartEditor } from '../carts/use-cart-editor';
import { useCartSync } from '../carts/use-cart-sync';
import { VendorCart } from './vendor-cart';
import styles from './cart-drawer.module.css';

export function CartDrawer() {
  const { navigate } = useParcelProps();
  const [open, setOpen] = useState(false);
  const carts = useStore(cartStore, (state) => state.carts);
  const list = Object.values(carts).filter((cart) => cartItemCount(cart) > 0);
  const sync = useCartSync();
  const editor = useCartEditor();

  useBusEvent('cart:open', () => setOpen(true));
  useBusEvent('auth:logged-out', () => setOpen(false));

  const go = (path: string) => {
    setOpen(false);
    navigate(path);
  };

  return (
    <Drawer open={open} onClose={() => setOpen(false)} title="Your cart">
      {sync.failed ? (
        <div role="alert" className={styles.syncError}>
          <p>We could not refresh your carts; what you see may be out of date.</p>
          <Button variant="secondary" size="sm" onClick={sync.retry}>
            Try again
          </Button>
        </div>
      ) : null}
      {list.length === 0 ? (
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
