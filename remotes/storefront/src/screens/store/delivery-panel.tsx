/**
 * Delivery from this store to the customer's place: time and fee once a place is chosen, a
 * clear mark when the store does not deliver there, and otherwise the vendor's base fee with a
 * prompt to choose a place. Remotes cannot open the shell's location picker (no bus event for
 * it), so the prompt points to the header's location button.
 */
import type { Vendor } from '@jara/contracts/entities';
import { LoadError } from '@jara/ui/load-error';
import { Price } from '@jara/ui/price';
import { useDeliveryOutlook } from './use-delivery-outlook';
import styles from './store-notices.module.css';

export function DeliveryPanel({ vendor }: { vendor: Vendor }) {
  const outlook = useDeliveryOutlook(vendor);
  const baseFee = (
    <span>
      Delivery from <Price amount={vendor.delivery_fee} currency={vendor.currency} />
    </span>
  );

  switch (outlook.kind) {
    case 'no-place':
      return (
        <p className={styles.notice} data-testid="delivery-panel">
          {baseFee}
          <span>
            Set your delivery location at the top of the page to see the delivery time and fee.
          </span>
        </p>
      );
    case 'no-vendor-position':
      return (
        <p className={styles.notice} data-testid="delivery-panel">
          {baseFee}
          <span>The delivery time is confirmed at checkout.</span>
        </p>
      );
    case 'checking':
      return (
        <p className={styles.notice} data-testid="delivery-panel" aria-busy="true">
          Checking delivery to {outlook.place}…
        </p>
      );
    case 'failed':
      return (
        <LoadError message="We could not check delivery to your place." onRetry={outlook.retry} />
      );
    case 'out-of-reach':
      return (
        <p className={`${styles.notice} ${styles.warning}`} data-testid="delivery-panel">
          <strong>
            {vendor.business_name} does not deliver to {outlook.place}.
          </strong>
          <span>Choose another location at the top of the page, or another store.</span>
        </p>
      );
    case 'estimate':
      return (
        <p className={styles.notice} data-testid="delivery-panel">
          <strong>
            Delivery to {outlook.place}: {outlook.estimate.delivery_time_min}–
            {outlook.estimate.delivery_time_max} min
          </strong>
          <span>
            Fee <Price amount={outlook.estimate.price} currency={outlook.estimate.currency} />
          </span>
        </p>
      );
  }
}
