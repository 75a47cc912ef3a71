/** A reference the server does not know for this customer: say so, and offer the ways on. */
import type { CountryCode } from '@jara/contracts/constants';
import { pathTo } from '@jara/contracts/site-paths';
import { AppLink } from '@jara/parcel/app-link';
import { buttonClassName } from '@jara/ui/button';
import styles from './sign-up-successful.module.css';

export function PaymentNotFound({ country }: { country: CountryCode }) {
  return (
    <div className={styles.result} role="alert">
      <h1 className={styles.title}>We could not find this payment</h1>
      <p>
        The link may be old, or the payment belongs to another plan account. Nothing has been
        charged because of this page.
      </p>
      <div className={styles.actions}>
        <AppLink className={buttonClassName()} to={pathTo('subscription', { country })}>
          See your plans
        </AppLink>
        <AppLink
          className={buttonClassName({ variant: 'secondary' })}
          to={pathTo('home', { country })}
        >
          Back to home
        </AppLink>
      </div>
    </div>
  );
}
