/**
 * The price of what the customer has chosen: a skeleton the first time, the last price dimmed
 * while the next loads, and a way to ask again when it could not be worked out.
 */
import type { PlanService } from '@jara/contracts/plans';
import { LoadError } from '@jara/ui/load-error';
import { Price } from '@jara/ui/price';
import { Skeleton, SkeletonGroup } from '@jara/ui/skeleton';
import styles from './plan-flow.module.css';
import { usePlanPrice } from './use-plan-price';

export function PricePanel({ service }: { service: PlanService }) {
  const price = usePlanPrice(service);
  if (price.data === undefined && price.isError) {
    return (
      <LoadError message="We could not work out the price." onRetry={() => void price.refetch()} />
    );
  }
  if (price.data === undefined) {
    return (
      <SkeletonGroup label="Working out the price">
        <Skeleton width="8rem" height="1.75rem" />
        <Skeleton width="5rem" height="1rem" />
      </SkeletonGroup>
    );
  }
  const { total, currency, discount_amount: saving, delivery_fee: fee, kind } = price.data;
  return (
    <div
      className={price.current ? styles.price : `${styles.price} ${styles.stale}`}
      aria-busy={!price.current || undefined}
      aria-live="polite"
      data-testid="plan-price"
    >
      <p className={styles.total}>
        <Price amount={total} currency={currency} />{' '}
        <span className={styles.per}>{kind === 'plan' ? 'a month' : 'once'}</span>
      </p>
      {saving > 0 ? (
        <p className={styles.saving}>
          You save <Price amount={saving} currency={currency} />
        </p>
      ) : null}
      {fee > 0 ? (
        <p className={styles.per}>
          Includes pickup and delivery, <Price amount={fee} currency={currency} />
        </p>
      ) : null}
    </div>
  );
}
