/**
 * /sign-up-successful: where the lead forms land (a thank-you), and where the hosted payment page
 * sends a plan payment back (`?reference=`: the payment's outcome).
 */
import { useLocation } from 'react-router-dom';
import { useParcelProps } from '@jara/parcel/parcel';
import { usePageReady } from '@jara/parcel/use-page-ready';
import { LeadThankYou } from './lead-thank-you';
import { PlanPaymentResult } from './plan-payment-result';
import styles from './sign-up-successful.module.css';

export function SignUpSuccessfulScreen() {
  const { pathname, search } = useLocation();
  const { country } = useParcelProps();
  const reference = new URLSearchParams(search).get('reference')?.trim();
  usePageReady(pathname, !reference);

  if (!reference) return <LeadThankYou country={country} />;
  return (
    <div className={styles.page}>
      <PlanPaymentResult reference={reference} country={country} path={pathname} />
    </div>
  );
}
