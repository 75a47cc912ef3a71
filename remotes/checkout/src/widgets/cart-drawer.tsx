/**
 * The cart drawer: every vendor cart the customer has, opened from the cart button or by any
 * bundle through the `cart:open` event.
 */
import { useState } from 'react';
import { useBusEvent } from '@jara/bus/react';
import { useParcelProps } from '@jara/parcel/parcel';
import { cartItemCount, cartStore } from '@jara/state/cart-store';
import { useStore } from '@jara/state/use-store';
import { Button } from '@jara/ui/button';
import { Drawer } from '@jara/ui/drawer';
import { Price } from '@jara/ui/price';
import styles from './cart-drawer.module.css';

export function CartDrawer() {
  const { navigate } = useParcelProps();
  const [open, setOpen] = useState(false);
  const carts = useStore(cartStore, (state) => state.carts);
  const list = Object.values(carts).filter((cart) => cartItemCount(cart) > 0);

  useBusEvent('cart:open', () => setOpen(true));
  useBusEvent('auth:logged-out', () => setOpen(false));

  const go = (path: string) => {
    setOpen(false);
    navigate(path);
  };

  return (
    <Drawer open={open} onClose={() => setOpen(false)} title="Your cart">
      {list.length === 0 ? (
        <div className={styles.empty}>
          <p>Your cart is empty.</p>
          <Button variant="secondary" onClick={() => go('/stores')}>
            Browse stores
          </Button>
        </div>
      ) : (
        list.map((cart) => (
          <section key={cart.uuid} className={styles.cart} aria-label={cart.vendor_name}>
            <h3 className={styles.vendor}>{cart.vendor_name}</h3>
            <ul className={styles.items}>
              {cart.items.map((item) => (
                <li key={item.uuid} className={styles.item}>
                  <span>
                    {item.quantity} × {item.name}
                  </span>
                  <Price amount={item.price * item.quantity} currency={cart.currency} />
                </li>
              ))}
            </ul>
            <p className={styles.subtotal}>
              Subtotal <Price amount={cart.subtotal} currency={cart.currency} />
            </p>
            <Button
              block
              onClick={() => go(`/store/checkout?cart=${encodeURIComponent(cart.uuid)}`)}
            >
              Checkout
            </Button>
          </section>
        ))
      )}
    </Drawer>
  );
}
