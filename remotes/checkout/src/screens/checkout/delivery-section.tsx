/** Where the order goes and whether the vendor can take it there, how soon and for how much. */
import type { CheckoutDeliveryInfo } from '@jara/contracts/entities';
import { Price } from '@jara/ui/price';
import { Spinner } from '@jara/ui/spinner';
import type { RemoteData } from '@jara/parcel/use-remote-data';
import { CheckoutProblem } from './checkout-problem';
import type { DeliveryPoint } from './use-delivery-point';
import styles from './checkout.module.css';

export interface DeliverySectionProps {
  point: DeliveryPoint | null;
  vendorName: string;
  delivery: RemoteData<CheckoutDeliveryInfo | null> & { retry: () => void };
}

export function DeliverySection({ point, vendorName, delivery }: DeliverySectionProps) {
  const body = () => {
    if (!point) {
      return (
        <p role="alert" className={styles.problem}>
          No delivery location is set. Choose where to deliver with the location button at the top
          of the page.
        </p>
      );
    }
    if (delivery.status === 'loading') return <Spinner label="Checking delivery" />;
    if (delivery.status === 'failed' || delivery.data === null) {
      return (
        <CheckoutProblem
          message="We could not check delivery to this address."
          onRetry={delivery.retry}
        />
      );
    }
    const info = delivery.data;
    if (info.can_deliver <= 0) {
      return (
        <p role="alert" className={styles.problem}>
          {vendorName} does not deliver to {point.address || 'this address'}. Choose another
          delivery location with the location button at the top of the page.
        </p>
      );
    }
    return (
      <dl className={styles.facts}>
        <div>
          <dt>Deliver to</dt>
          <dd>{point.address || 'Your chosen location'}</dd>
        </div>
        <div>
          <dt>Arrives in</dt>
          <dd>
            {info.delivery_time_min}–{info.delivery_time_max} min
          </dd>
        </div>
        <div>
          <dt>Delivery fee</dt>
          <dd>
            <Price amount={info.delivery_fee} currency={info.currency} />
          </dd>
        </div>
      </dl>
    );
  };

  return (
    <section className={styles.panel} aria-labelledby="checkout-delivery">
      <h2 id="checkout-delivery" className={styles.panelHeading}>
        Delivery
      </h2>
      {body()}
    </section>
  );
}
