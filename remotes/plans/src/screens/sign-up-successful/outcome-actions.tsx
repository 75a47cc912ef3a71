/** The two ways on from every outcome of this page: the outcome's own next step, then home. */
import type { CountryCode } from '@jara/contracts/constants';
import { pathTo } from '@jara/contracts/site-paths';
import { AppLink } from '@jara/parcel/app-link';
import { buttonClassName } from '@jara/ui/button';
import styles from './sign-up-successful.module.css';

export function OutcomeActions({
  country,
  next,
}: {
  country: CountryCode;
  next: { to: string; label: string };
}) {
  return (
    <div className={styles.actions}>
      <AppLink className={buttonClassName()} to={next.to}>
        {next.label}
      </AppLink>
      <AppLink
        className={buttonClassName({ variant: 'secondary' })}
        to={pathTo('home', { country })}
      >
        Back to home
      </AppLink>
    </div>
  );
}
