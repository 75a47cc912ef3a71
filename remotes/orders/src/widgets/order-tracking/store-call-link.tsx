/** A call to the store about an order still on its way: a question only the kitchen can answer. */
import type { Order } from '@jara/contracts/entities';
import styles from './rider-card.module.css';

export function StoreCallLink({ order }: { order: Pick<Order, 'vendor' | 'vendor_phone'> }) {
  return (
    <p className={styles.storeCall}>
      <a href={`tel:${order.vendor_phone}`}>Call {order.vendor.business_name}</a>{' '}
      <span className={styles.phone}>{order.vendor_phone}</span>
    </p>
  );
}
