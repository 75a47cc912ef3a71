/**
 * Where the order goes: one of the customer's addresses (one tap), a new one found with the
 * location picker and its drop-off, or pickup at the vendor; and what that choice means.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { CheckoutDeliveryInfo } from '@jara/contracts/entities';
import { Button } from '@jara/ui/button';
import { SkeletonGroup } from '@jara/ui/skeleton';
import { DeliveryFacts } from './delivery-facts';
import { CURRENT_LOCATION, PICKUP } from './delivery-options';
import { FactLines } from './fact-lines';
import { SaveAddressForm } from './save-address-form';
import { useAddAddress } from './use-add-address';
import type { DeliveryChoiceState } from './use-delivery-choice';
import styles from './checkout.module.css';

export interface DeliverySectionProps {
  delivery: DeliveryChoiceState;
  vendorName: string;
  vendorAddress: string | undefined;
  quote: UseQueryResult<CheckoutDeliveryInfo>;
  /** Ordered ahead for a slot: the When section says when, not an ETA. */
  ahead: boolean;
}

export function DeliverySection({
  delivery,
  vendorName,
  vendorAddress,
  quote,
  ahead,
}: DeliverySectionProps) {
  const { options, selectedId, select } = delivery;
  const adding = useAddAddress(select, CURRENT_LOCATION);
  const choices = [
    ...options.map((option) => ({ ...option, detail: option.point.address })),
    { id: PICKUP, label: `Pickup at ${vendorName}`, detail: vendorAddress ?? '' },
  ];

  return (
    <section className={styles.panel} aria-labelledby="checkout-delivery">
      <div className={styles.panelHeader}>
        <h2 id="checkout-delivery" className={styles.panelHeading}>
          Delivery
        </h2>
        <Button
          variant="ghost"
          size="sm"
          className={styles.nowrap}
          onClick={() => void adding.pick()}
        >
          Add a new address
        </Button>
      </div>
      {delivery.loading ? (
        <SkeletonGroup label="Loading your addresses">
          <FactLines count={3} />
        </SkeletonGroup>
      ) : (
        <div role="radiogroup" aria-labelledby="checkout-delivery" className={styles.options}>
          {choices.map((choice) => (
            <label key={choice.id} className={styles.option}>
              <input
                type="radio"
                name="delivery_choice"
                value={choice.id}
                checked={selectedId === choice.id}
                onChange={() => select(choice.id)}
              />
              <span className={styles.optionText}>
                <span className={styles.optionLabel}>{choice.label}</span>
                {choice.detail ? <span className={styles.muted}>{choice.detail}</span> : null}
              </span>
            </label>
          ))}
        </div>
      )}
      {adding.picked ? (
        <SaveAddressForm
          place={adding.picked.customer_address || adding.picked.address}
          onSave={adding.save}
          onDismiss={adding.dismiss}
        />
      ) : null}
      {delivery.loading ? null : (
        <DeliveryFacts
          choice={delivery.choice}
          vendorName={vendorName}
          vendorAddress={vendorAddress}
          delivery={quote}
          ahead={ahead}
        />
      )}
    </section>
  );
}
