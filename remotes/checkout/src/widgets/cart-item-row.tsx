/** One line of a cart in the drawer: what it is, how many (with − and +), its price, remove. */
import type { CartItem, Currency } from '@jara/contracts/entities';
import { Price } from '@jara/ui/price';
import { addonSummary, lineTotal } from '../carts/cart-lines';
import styles from './cart-item-row.module.css';

/** The backend's limit on one line (the sandbox refuses more). */
export const MAX_ITEM_QUANTITY = 99;

export interface CartItemRowProps {
  item: CartItem;
  currency: Currency;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

export function CartItemRow({ item, currency, busy, onQuantity, onRemove }: CartItemRowProps) {
  const addons = addonSummary(item);
  return (
    <li className={`${styles.row} ${item.is_available ? '' : styles.unavailable}`}>
      <div className={styles.what}>
        <span className={styles.name}>{item.name}</span>
        {addons ? <span className={styles.addons}>with {addons}</span> : null}
        {item.is_available ? null : <span className={styles.badge}>Unavailable</span>}
      </div>
      <div className={styles.stepper} role="group" aria-label={`Quantity of ${item.name}`}>
        <button
          type="button"
          className={styles.step}
          aria-label={`One less ${item.name}`}
          disabled={busy || item.quantity <= 1}
          onClick={() => onQuantity(item.quantity - 1)}
        >
          −
        </button>
        <output className={styles.quantity} aria-live="polite">
          {item.quantity}
        </output>
        <button
          type="button"
          className={styles.step}
          aria-label={`One more ${item.name}`}
          disabled={busy || !item.is_available || item.quantity >= MAX_ITEM_QUANTITY}
          onClick={() => onQuantity(item.quantity + 1)}
        >
          +
        </button>
      </div>
      <Price amount={lineTotal(item)} currency={currency} className={styles.price} />
      <button
        type="button"
        className={styles.remove}
        aria-label={`Remove ${item.name}`}
        disabled={busy}
        onClick={onRemove}
      >
        Remove
      </button>
    </li>
  );
}
