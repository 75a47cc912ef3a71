/**
 * When the order comes: now, while the store is open, or a half-hour slot over the next two days
 * (a closed store takes only those), read on the store's clock.
 */
import type { Currency } from '@jara/contracts/entities';
import { SelectField } from '@jara/ui/field';
import { LoadError } from '@jara/ui/load-error';
import { Skeleton, SkeletonGroup } from '@jara/ui/skeleton';
import { slotLabel } from '@jara/ui/slot-label';
import { AS_SOON_AS_POSSIBLE, type OrderTime } from './use-order-time';
import styles from './checkout.module.css';

export interface OrderTimeSectionProps {
  time: OrderTime;
  vendorName: string;
  currency: Currency;
  pickup: boolean;
}

export function OrderTimeSection({ time, vendorName, currency, pickup }: OrderTimeSectionProps) {
  const { slots, scheduledFor, pick } = time;
  const answer = slots.data;
  const ahead = scheduledFor !== null && scheduledFor !== undefined;
  const now = new Date();

  return (
    <section className={styles.panel} aria-labelledby="checkout-time">
      <h2 id="checkout-time" className={styles.panelHeading}>
        When
      </h2>
      {slots.isError ? (
        <LoadError
          message="We could not load the times this store takes orders for."
          onRetry={() => void slots.refetch()}
        />
      ) : !answer ? (
        <SkeletonGroup label="Loading delivery times">
          <Skeleton height="2.75rem" />
        </SkeletonGroup>
      ) : (
        <>
          {answer.open_now ? null : (
            <p className={styles.warning} data-testid="order-ahead-note">
              {vendorName} is closed now. Order ahead for a time it is open.
            </p>
          )}
          {answer.open_now ? (
            <div role="radiogroup" aria-labelledby="checkout-time" className={styles.options}>
              <label className={styles.option}>
                <input
                  type="radio"
                  name="order_time"
                  checked={!ahead}
                  onChange={() => pick(AS_SOON_AS_POSSIBLE)}
                />
                <span className={styles.optionLabel}>As soon as possible</span>
              </label>
              <label className={styles.option}>
                <input
                  type="radio"
                  name="order_time"
                  checked={ahead}
                  disabled={answer.slots.length === 0}
                  onChange={() => pick(answer.slots[0]?.starts_at ?? AS_SOON_AS_POSSIBLE)}
                />
                <span className={styles.optionLabel}>Schedule for later</span>
              </label>
            </div>
          ) : null}
          {ahead ? (
            <SelectField
              label={pickup ? 'Ready for pickup' : 'Arrives'}
              value={scheduledFor}
              onChange={(event) => pick(event.target.value)}
              options={answer.slots.map((slot) => ({
                value: slot.starts_at,
                label: slotLabel(slot, currency, now),
              }))}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
