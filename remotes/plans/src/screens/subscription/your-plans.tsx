/** A signed-in plan customer's plans and one-offs, newest first as the server lists them. */
import { useQuery } from '@tanstack/react-query';
import type { CountryCode } from '@jara/contracts/constants';
import { pathTo } from '@jara/contracts/site-paths';
import { AppLink } from '@jara/parcel/app-link';
import { planSubscriptionsQuery } from '@jara/query/plan-queries';
import { buttonClassName } from '@jara/ui/button';
import { LoadError } from '@jara/ui/load-error';
import { Skeleton, SkeletonGroup } from '@jara/ui/skeleton';
import { SubscriptionCard } from './subscription-card';
import styles from './subscription.module.css';

interface Props {
  customerId: number;
  country: CountryCode;
}

function YourPlansBody({ customerId, country }: Props) {
  const plans = useQuery(planSubscriptionsQuery(customerId));
  if (plans.isPending) {
    return (
      <SkeletonGroup label="Loading your plans" className={`${styles.cards} ${styles.planList}`}>
        <Skeleton height="13rem" shape="block" />
      </SkeletonGroup>
    );
  }
  if (plans.isError) {
    return (
      <LoadError message="We could not load your plans." onRetry={() => void plans.refetch()} />
    );
  }
  if (plans.data.length === 0) {
    return (
      <div className={styles.empty}>
        <p>You have no plan yet.</p>
        <div className={styles.actions}>
          <AppLink className={buttonClassName()} to={pathTo('laundry', { country })}>
            Book laundry
          </AppLink>
          <AppLink
            className={buttonClassName({ variant: 'secondary' })}
            to={pathTo('cleaning', { country })}
          >
            Book home cleaning
          </AppLink>
        </div>
      </div>
    );
  }
  return (
    <ul className={`${styles.cards} ${styles.planList}`}>
      {plans.data.map((plan) => (
        <li key={plan.reference} className={styles.cardSlot}>
          <SubscriptionCard plan={plan} />
        </li>
      ))}
    </ul>
  );
}

export function YourPlans(props: Props) {
  return (
    <section className={styles.group} aria-labelledby="your-plans">
      <h2 id="your-plans" className={styles.groupTitle}>
        Your plans
      </h2>
      <YourPlansBody {...props} />
    </section>
  );
}
