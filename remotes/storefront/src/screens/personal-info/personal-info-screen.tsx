/**
 * Personal info (issue 10, item 4): the customer's details, their password, and the way to
 * delete the account, for signed-in customers.
 */
import type { ScreenProps } from '@jara/parcel/remote-routes';
import frame from '../../widgets/screen-frame.module.css';
import { SignedInOnly } from '../../widgets/signed-in-only';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountSection } from './delete-account-section';
import { ProfileForm } from './profile-form';
import styles from './personal-info.module.css';

export function PersonalInfoScreen({ title }: ScreenProps) {
  return (
    <div className={frame.screen}>
      <h1 className={frame.title}>{title}</h1>
      <SignedInOnly reason="Sign in to see your personal info">
        <div className={styles.sections}>
          <section className={styles.card} aria-labelledby="details-heading">
            <h2 id="details-heading" className={styles.heading}>
              Your details
            </h2>
            <ProfileForm />
          </section>
          <section className={styles.card} aria-labelledby="password-heading">
            <h2 id="password-heading" className={styles.heading}>
              Password
            </h2>
            <ChangePasswordForm />
          </section>
          <DeleteAccountSection />
        </div>
      </SignedInOnly>
    </div>
  );
}
