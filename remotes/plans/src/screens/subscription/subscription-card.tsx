/** One of the customer's plans: its facts, and a label unless it is active. */
import type { PlanOrderStatus, PlanSubscription } from '@jara/contracts/plans';
import { PlanOrderFacts } from '../../widgets/plan-order/plan-order-facts';
import { choiceTitle } from '../../widgets/plan-summary/describe-choice';
import styles from './subscription.module.css';

const STATUS_LABELS: Record<Exclude<PlanOrderStatus, 'active'>, string> = {
  awaiting_payment: 'Awaiting payment',
  payment_failed: 'Payment failed',
  cancelled: 'Cancelled',
};

export function SubscriptionCard({ plan }: { plan: PlanSubscription }) {
  return (
    <article className={styles.card}>
      <h3 className={styles.cardTitle}>{choiceTitle(plan.choice)}</h3>
      {plan.status === 'active' ? null : (
        <p className={styles.status}>{STATUS_LABELS[plan.status]}</p>
      )}
      <PlanOrderFacts order={plan} />
    </article>
  );
}
