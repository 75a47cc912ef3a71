/** A reference the server does not know for this customer: say so, and offer the ways on. */
import type { CountryCode } from '@jara/contracts/constants';
import { pathTo } from '@jara/contracts/site-paths';
import { OutcomeActions } from './outcome-actions';
import styles from './sign-up-successful.module.css';

export function PaymentNotFound({ country }: { country: CountryCode }) {
  return (
    <div className={styles.result} role="alert">
      <h1 className={styles.title}>We could not find this payment</h1>
      <p>
        The link may be old, or the payment belongs to another plan account. Nothing has been
        charged because of this page.
      </p>
      <OutcomeActions
        country={country}
        next={{ to: pathTo('subscription', { country }), label: 'See your plans' }}
      />
    </div>
  );
}
