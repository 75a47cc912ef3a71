/**
 * A plan the server says is paid: its summary and the ways on. The draft it was bought from is
 * done with, so it is cleared here, and only here: a failed payment keeps it for another try.
 */
import { useEffect } from 'react';
import { analytics } from '@jara/bus/analytics';
import type { PlanPayment } from '@jara/contracts/plans';
import { pathTo } from '@jara/contracts/site-paths';
import { draftKey, planDraftStore } from '../../widgets/plan-draft/plan-draft-store';
import { PlanOrderFacts } from '../../widgets/plan-order/plan-order-facts';
import { choiceTitle } from '../../widgets/plan-summary/describe-choice';
import { countryOfCurrency } from './country-of-currency';
import { OutcomeActions } from './outcome-actions';
import styles from './sign-up-successful.module.css';

/** References already reported this page load, so a re-render or a re-check never counts twice. */
const tracked = new Set<string>();

export function PlanPaid({ payment }: { payment: PlanPayment }) {
  const { subscription } = payment;
  const { service } = subscription.choice;
  const country = countryOfCurrency(subscription.price.currency);

  useEffect(() => {
    planDraftStore.getState().clear(draftKey(country, service));
    if (tracked.has(payment.reference)) return;
    tracked.add(payment.reference);
    analytics.track('plan_paid', {
      service,
      kind: subscription.choice.kind,
      country,
      total: subscription.price.total,
      currency: subscription.price.currency,
      discount_code: subscription.discount_code,
    });
  }, [payment.reference, country, service, subscription]);

  return (
    <div className={styles.result}>
      <h1 className={styles.title}>Payment received</h1>
      <p>Thank you. We have emailed your receipt; here is what you booked.</p>
      <h2 className={styles.planTitle}>{choiceTitle(subscription.choice)}</h2>
      <PlanOrderFacts order={subscription} showDiscount />
      <OutcomeActions
        country={country}
        next={{ to: pathTo('subscription', { country }), label: 'See your plan' }}
      />
    </div>
  );
}
