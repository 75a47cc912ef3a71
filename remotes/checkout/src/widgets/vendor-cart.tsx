/** One vendor's cart in the drawer: its lines, unavailable items, subtotal and checkout. */
import type { Cart } from '@jara/contracts/entities';
import { Button } from '@jara/ui/button';
import { Price } from '@jara/ui/price';
import { hasUnavailableItems } from '../carts/cart-lines';
import type { useCartEditor } from '../carts/use-cart-editor';
import { CartItemRow } from './cart-item-row';
import styles from './cart-drawer.module.css';

export interface VendorCartProps {
  cart: Cart;
  editor: ReturnType<typeof useCartEditor>;
  onCheckout: () => void;
}

export function VendorCart({ cart, editor, onCheckout }: VendorCartProps) {
  const busy = editor.isBusy(cart);
  const unavailable = hasUnavailableItems(cart);
  return (
    <section className={styles.cart} aria-label={cart.vendor_name} aria-busy={busy || undefined}>
      <h3 className={styles.vendor}>{cart.vendor_name}</h3>
      <ul className={styles.items}>
        {cart.items.map((item) => (
          <CartItemRow
            key={item.uuid}
            item={item}
            currency={cart.currency}
            busy={busy}
            onQuantity={(quantity) => void editor.setQuantity(cart, item, quantity)}
            onRemove={() => void editor.removeItem(cart, item)}
          />
        ))}
      </ul>
      {unavailable ? (
        <div className={styles.notice}>
          <p>Some items are no longer available. Remove them to check out.</p>
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            onClick={() => void editor.removeUnavailable(cart)}
          >
            Remove unavailable items
          </Button>
        </div>
      ) : null}
      <p className={styles.subtotal}>
        Subtotal <Price amount={cart.subtotal} currency={cart.currency} />
      </p>
      <Button block disabled={busy || unavailable} onClick={onCheckout}>
        Checkout
      </Button>
    </section>
  );
}
