/** The cart being paid for, read-only; changes go through the cart drawer. */
import { bus } from '@jara/bus';
import type { Cart } from '@jara/contracts/entities';
import { Button } from '@jara/ui/button';
import { Price } from '@jara/ui/price';
import { addonSummary, lineTotal } from '@jara/contracts/cart-lines';
import styles from './checkout.module.css';

export function CartSummary({ cart }: { cart: Cart }) {
  return (
    <section className={styles.panel} aria-labelledby="checkout-items">
      <div className={styles.panelHeader}>
        <h2 id="checkout-items" className={styles.panelHeading}>
          Your order from {cart.vendor_name}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          className={styles.nowrap}
          onClick={() => bus.emit('cart:open', { vendorId: cart.vendor })}
        >
          Edit cart
        </Button>
      </div>
      <ul className={styles.lines}>
        {cart.items.map((item) => (
          <li key={item.uuid} className={styles.line}>
            <span>
              {item.quantity} × {item.name}
              {item.addons.length > 0 ? (
                <span className={styles.muted}> with {addonSummary(item)}</span>
              ) : null}
              {item.is_available ? null : <strong className={styles.warning}> Unavailable</strong>}
            </span>
            <Price amount={lineTotal(item)} currency={cart.currency} />
          </li>
        ))}
      </ul>
    </section>
  );
}
