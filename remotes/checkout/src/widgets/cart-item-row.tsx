/**
 * One line of a cart in the drawer: what it is and its add-ons, how many (with − and +), its
 * price, remove; and the server's message when an add-on edit of it was refused.
 */
import type { CartItem, CartItemAddon, Currency } from '@jara/contracts/entities';
import { Price } from '@jara/ui/price';
import { lineTotal } from '@jara/contracts/cart-lines';
import { CartItemAddons } from './cart-item-addons';
import styles from './cart-item-row.module.css';

/** The backend's limit on one line (the sandbox refuses more). */
export const MAX_ITEM_QUANTITY = 99;

export interface CartItemRowProps {
  item: CartItem;
  currency: Currency;
  busy: boolean;
  /** The cart item add-ons that may be removed alone; absent while the product is unknown. */
  removableAddons?: ReadonlySet<string>;
  problem?: string;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  onRemoveAddon: (addon: CartItemAddon) => void;
  /** Absent when the item's add-ons cannot be changed. */
  onChangeAddons?: () => void;
}

export function CartItemRow({
  item,
  currency,
  busy,
  removableAddons,
  problem,
  onQuantity,
  onRemove,
  onRemoveAddon,
  onChangeAddons,
}: CartItemRowProps) {
  return (
    <li className={`${styles.row} ${item.is_available ? '' : styles.unavailable}`}>
      <div className={styles.what}>
        <span className={styles.name}>{item.name}</span>
        {item.is_available ? null : <span className={styles.badge}>Unavailable</span>}
        <CartItemAddons
          item={item}
          busy={busy}
          removable={item.is_available ? removableAddons : undefined}
          onRemove={onRemoveAddon}
          onChange={item.is_available ? onChangeAddons : undefined}
        />
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
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
    </li>
  );
}
