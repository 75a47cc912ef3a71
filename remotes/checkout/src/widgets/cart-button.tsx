/**
 * The header's cart button: the number of items across every vendor cart, read from the carts
 * query itself, so it is right on any page whether or not the drawer has mounted; opens the
 * drawer. Busy while the first read is in flight.
 */
import { bus } from '@jara/bus';
import { totalItemCount } from '@jara/query/cart-queries';
import { useCarts } from '../carts/use-carts';
import styles from './cart-button.module.css';

export function CartButton() {
  const carts = useCarts();
  const count = totalItemCount(carts.data ?? []);
  return (
    <button
      type="button"
      className={styles.button}
      onClick={() => bus.emit('cart:open', {})}
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      // Until the first read answers, 0 is not the customer's count.
      aria-busy={carts.isLoading || undefined}
      data-testid="cart-button"
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          fill="currentColor"
          d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.4 2H20l-2.2 8.4a2 2 0 0 1-1.9 1.6H8.1a2 2 0 0 1-2-1.6L3.4 2H1V0h4l.2 1"
        />
      </svg>
      <span className={styles.count} data-testid="cart-count">
        {count}
      </span>
    </button>
  );
}
