/** A declined or cancelled plan payment: the provider's reason, and back to review (draft kept). */
import type { PlanPayment } from '@jara/contracts/plans';
import { pathTo } from '@jara/contracts/site-paths';
import { stepSearch } from '../../widgets/service-page/plan-steps';
import { choiceTitle } from '../../widgets/plan-summary/describe-choice';
import { countryOfCurrency } from './country-of-currency';
import { OutcomeActions } from './outcome-actions';
import styles from './sign-up-successful.module.css';

export function PlanPaymentFailed({ payment }: { payment: PlanPayment }) {
  const { subscription } = payment;
  const country = countryOfCurrency(subscription.price.currency);
  const reason =
    payment.failure_reason?.trim() ||
    (payment.status === 'cancelled' ? 'The payment was cancelled.' : null);
  return (
    <div className={styles.result} role="alert">
      <h1 className={styles.title}>Your payment did not go through</h1>
      {reason ? <p className={styles.reason}>{reason}</p> : null}
      <p>
        Nothing was charged for {choiceTitle(subscription.choice).toLowerCase()}, and your choices
        are just as you left them. Reference {payment.reference}.
      </p>
      <OutcomeActions
        country={country}
        next={{
          to: pathTo(subscription.choice.service, { country }) + stepSearch('review'),
          label: 'Try again',
        }}
      />
    </div>
  );
}
