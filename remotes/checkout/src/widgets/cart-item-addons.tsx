/**
 * A cart line's add-ons in the drawer: each one, with a remove control where taking it off
 * leaves every required group satisfied, and "Change add-ons" when the product has groups.
 * Until the product's groups are known (`removable` absent) the add-ons are only listed.
 */
import type { CartItem, CartItemAddon } from '@jara/contracts/entities';
import styles from './cart-item-addons.module.css';

export interface CartItemAddonsProps {
  item: CartItem;
  busy: boolean;
  /** The cart item add-ons that may go alone; absent while the product is unknown. */
  removable?: ReadonlySet<string>;
  onRemove: (addon: CartItemAddon) => void;
  /** Absent when the product has no add-on groups to choose from. */
  onChange?: () => void;
}

export function CartItemAddons({ item, busy, removable, onRemove, onChange }: CartItemAddonsProps) {
  if (item.addons.length === 0 && !onChange) return null;
  const changeLabel = item.addons.length > 0 ? 'Change add-ons' : 'Choose add-ons';
  return (
    <div className={styles.addons}>
      {item.addons.length > 0 ? (
        <ul className={styles.list} aria-label={`Add-ons of ${item.name}`}>
          {item.addons.map((addon) => (
            <li key={addon.uuid} className={styles.addon}>
              {addon.quantity > 1 ? `${addon.quantity} × ${addon.name}` : addon.name}
              {removable?.has(addon.uuid) ? (
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={`Remove ${addon.name} from ${item.name}`}
                  disabled={busy}
                  onClick={() => onRemove(addon)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {onChange ? (
        <button
          type="button"
          className={styles.change}
          aria-label={`${changeLabel} of ${item.name}`}
          disabled={busy}
          onClick={onChange}
        >
          {changeLabel}
        </button>
      ) : null}
    </div>
  );
}
