/** Where the order goes and whether the vendor can take it there, how soon and for how much. */
import type { UseQueryResult } from '@tanstack/react-query';
import type { CheckoutDeliveryInfo } from '@jara/contracts/entities';
import { Price } from '@jara/ui/price';
import { SkeletonGroup } from '@jara/ui/skeleton';
import { CheckoutProblem } from './checkout-problem';
import { FactLines } from './fact-lines';
import type { DeliveryPoint } from './use-delivery-point';
import styles from './checkout.module.css';

export interface DeliverySectionProps {
  point: DeliveryPoint | null;
  vendorName: string;
  delivery: UseQueryResult<CheckoutDeliveryInfo>;
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
    if (delivery.isPending) {
      return (
        <SkeletonGroup label="Checking delivery">
          <FactLines count={3} />
        </SkeletonGroup>
      );
    }
    if (delivery.isError) {
      return (
        <CheckoutProblem
          message="We could not check delivery to this address."
          onRetry={() => void delivery.refetch()}
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
