/** The price of the order line by line, ending with what the customer pays. */
import type { PaymentInfo } from '@jara/contracts/entities';
import { Price } from '@jara/ui/price';
import styles from './checkout.module.css';

export function PriceBreakdown({ info }: { info: PaymentInfo }) {
  const money = (amount: number) => <Price amount={amount} currency={info.currency} />;
  return (
    <dl className={styles.breakdown}>
      <div>
        <dt>Subtotal</dt>
        <dd>{money(info.subtotal)}</dd>
      </div>
      <div>
        <dt>Delivery fee</dt>
        <dd>{money(info.delivery_fee)}</dd>
      </div>
      <div>
        <dt>Service fee</dt>
        <dd>{money(info.service_fee)}</dd>
      </div>
      {info.discount_amount > 0 ? (
        <div>
          <dt>Discount{info.discount_code ? ` (${info.discount_code})` : ''}</dt>
          <dd>{money(-info.discount_amount)}</dd>
        </div>
      ) : null}
      <div className={styles.total}>
        <dt>Total</dt>
        <dd>{money(info.total)}</dd>
      </div>
    </dl>
  );
}
