/**
 * What the chosen place means for the order: how soon (unless it is ordered ahead for a slot,
 * which says when) and for how much, or where to pick up.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { CheckoutDeliveryInfo } from '@jara/contracts/entities';
import { Price } from '@jara/ui/price';
import { SkeletonGroup } from '@jara/ui/skeleton';
import { CheckoutProblem } from './checkout-problem';
import { FactLines } from './fact-lines';
import type { DeliveryChoice } from './use-delivery-choice';
import styles from './checkout.module.css';

export interface DeliveryFactsProps {
  choice: DeliveryChoice;
  vendorName: string;
  vendorAddress: string | undefined;
  delivery: UseQueryResult<CheckoutDeliveryInfo>;
  ahead: boolean;
}

export function DeliveryFacts(props: DeliveryFactsProps) {
  const { choice, vendorName, vendorAddress, delivery, ahead } = props;
  if (choice.type === 'none') {
    return (
      <p role="alert" className={styles.problem}>
        No delivery location is set. Add a delivery address, or pick up from {vendorName}.
      </p>
    );
  }
  if (choice.type === 'pickup') {
    return (
      <dl className={styles.facts}>
        <div>
          <dt>Pick up from</dt>
          <dd>{vendorAddress ?? vendorName}</dd>
        </div>
        <div>
          <dt>Delivery fee</dt>
          <dd>None</dd>
        </div>
      </dl>
    );
  }
  if (delivery.isPending) {
    return (
      <SkeletonGroup label="Checking delivery">
        <FactLines count={2} />
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
        {vendorName} does not deliver to {choice.point.address || 'this address'}. Choose another
        address, or pick up from the store.
      </p>
    );
  }
  return (
    <dl className={styles.facts}>
      {ahead ? null : (
        <div>
          <dt>Arrives in</dt>
          <dd>
            {info.delivery_time_min}–{info.delivery_time_max} min
          </dd>
        </div>
      )}
      <div>
        <dt>Delivery fee</dt>
        <dd>
          <Price amount={info.delivery_fee} currency={info.currency} />
        </dd>
      </div>
    </dl>
  );
}
