/** The order behind a pay-for-me link: its store, its lines with their add-ons, and what it costs. */
import type { PayForMeRequest } from '@jara/contracts/entities';
import { Price } from '@jara/ui/price';
import { addonSummary, lineTotal } from '@jara/contracts/cart-lines';
import styles from './order-summary.module.css';

type RequestOrder = PayForMeRequest['order'];

export function OrderSummary({ order }: { order: RequestOrder }) {
  const { currency } = order;
  return (
    <section className={styles.summary} aria-labelledby="pay-for-me-order">
      <h2 id="pay-for-me-order" className={styles.heading}>
        Order from {order.vendor.business_name}
      </h2>
      <ul className={styles.items}>
        {order.items.map((item) => {
          const addons = addonSummary(item);
          return (
            <li key={item.uuid} className={styles.item}>
              <span className={styles.what}>
                <span>
                  {item.quantity} × {item.name}
                </span>
                {addons ? <span className={styles.addons}>with {addons}</span> : null}
              </span>
              <Price amount={lineTotal(item)} currency={currency} />
            </li>
          );
        })}
      </ul>
      <dl className={styles.breakdown}>
        <Fact label="Subtotal" amount={order.subtotal} currency={currency} />
        <Fact
          label={order.delivery_type === 'pickup' ? 'Delivery (pickup)' : 'Delivery fee'}
          amount={order.delivery_fee}
          currency={currency}
        />
        <Fact label="Service fee" amount={order.service_fee} currency={currency} />
        {order.discount_amount > 0 ? (
          <Fact label="Discount" amount={-order.discount_amount} currency={currency} />
        ) : null}
        <Fact label="Total" amount={order.total} currency={currency} total />
      </dl>
    </section>
  );
}

interface FactProps {
  label: string;
  amount: number;
  currency: RequestOrder['currency'];
  total?: boolean;
}

function Fact({ label, amount, currency, total = false }: FactProps) {
  return (
    <div className={total ? styles.total : undefined}>
      <dt>{label}</dt>
      <dd>
        <Price amount={amount} currency={currency} />
      </dd>
    </div>
  );
}
