/**
 * The way to account deletion: what deleting does, and the shell's delete-account page, where
 * the customer confirms with their password.
 */
import { pathTo } from '@jara/contracts/site-paths';
import { useParcelProps } from '@jara/parcel/parcel';
import { buttonClassName } from '@jara/ui/button';
import { AppLink } from '@jara/parcel/app-link';
import styles from './personal-info.module.css';

export function DeleteAccountSection() {
  const { country } = useParcelProps();
  return (
    <section className={styles.card} aria-labelledby="delete-account-heading">
      <h2 id="delete-account-heading" className={styles.heading}>
        Delete your account
      </h2>
      <p className={styles.note}>
        Deleting your account removes your profile, saved addresses and favourite stores. Your
        wallet balance, rewards points and vouchers can no longer be used. It cannot be undone.
      </p>
      <AppLink
        to={pathTo('delete-account', { country })}
        className={buttonClassName({ variant: 'secondary' })}
      >
        Delete my account
      </AppLink>
    </section>
  );
}
