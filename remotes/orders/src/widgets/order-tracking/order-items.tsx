/** What was ordered (each item with its add-ons and quantity) and how the total adds up. */
import { addonSummary, lineTotal } from '@jara/contracts/cart-lines';
import type { Order } from '@jara/contracts/entities';
import { Price } from '@jara/ui/price';
import styles from './order-details.module.css';

export function OrderItems({ order }: { order: Order }) {
  const { currency } = order;
  return (
    <section aria-labelledby="order-items-title">
      <h4 id="order-items-title" className={styles.heading}>
        Items
      </h4>
      <ul className={styles.items}>
        {order.items.map((item) => (
          <li key={item.uuid} className={styles.item}>
            <span className={styles.quantity}>{item.quantity}×</span>
            <span>
              {item.name}
              {item.addons.length > 0 ? (
                <span className={styles.addons}>{addonSummary(item)}</span>
              ) : null}
            </span>
            <Price amount={lineTotal(item)} currency={currency} />
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <dt>Subtotal</dt>
        <dd>
          <Price amount={order.subtotal} currency={currency} />
        </dd>
        <dt>Delivery fee</dt>
        <dd>
          <Price amount={order.delivery_fee} currency={currency} />
        </dd>
        <dt>Service fee</dt>
        <dd>
          <Price amount={order.service_fee} currency={currency} />
        </dd>
        {order.discount_amount > 0 ? (
          <>
            <dt>Discount{order.discount_code ? ` (${order.discount_code})` : ''}</dt>
            <dd>
              <Price amount={-order.discount_amount} currency={currency} />
            </dd>
          </>
        ) : null}
        <dt className={styles.total}>Total</dt>
        <dd className={styles.total}>
          <Price amount={order.total} currency={currency} />
        </dd>
      </dl>
    </section>
  );
}
