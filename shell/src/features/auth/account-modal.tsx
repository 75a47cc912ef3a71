/** The signed-in customer's account: their details and their password. */
import { Modal } from '@jara/ui/modal';
import { ChangePasswordForm } from './change-password-form';
import { ProfileForm } from './profile-form';
import styles from './account-modal.module.css';

export function AccountModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title="Your account" size="md">
      <section className={styles.section} aria-label="Your details">
        <h3>Your details</h3>
        <ProfileForm />
      </section>
      <section className={styles.section} aria-label="Password">
        <h3>Password</h3>
        <ChangePasswordForm />
      </section>
    </Modal>
  );
}
