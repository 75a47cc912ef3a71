/**
 * /delete-account: a signed-in customer deletes their account after confirming, with their
 * password; a visitor is asked to sign in first. After deletion the session ends exactly as a
 * logout does.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { requestLogin } from '@jara/bus/login-request';
import { deleteAccount } from '@jara/api/account';
import { BRAND } from '@jara/contracts/brand';
import { formSchema, requiredSecret } from '@jara/forms/field-rules';
import { useApiForm } from '@jara/forms/use-api-form';
import { isLoggedIn, sessionStore } from '@jara/state/session-store';
import { useStore } from '@jara/state/use-store';
import { Button } from '@jara/ui/button';
import { TextField } from '@jara/ui/field';
import { Modal } from '@jara/ui/modal';
import { FormError } from '@jara/ui/form-error';
import { logout } from './logout';
import styles from './delete-account-page.module.css';

const CONSEQUENCES = [
  'Your profile, saved addresses and favourite stores are removed.',
  'Your wallet balance, rewards points and vouchers can no longer be used.',
  'Orders on the way are still delivered; your order history is deleted afterwards.',
];

const schema = formSchema({
  password: requiredSecret('Enter your password to confirm it is you.'),
});

export default function DeleteAccountPage() {
  const signedIn = useStore(sessionStore, isLoggedIn);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const form = useApiForm(schema, { password: '' });

  const askToConfirm = form.submit(async () => setConfirming(true));

  // The confirmation submits the same form again, so a refusal lands beside the password.
  const confirmDeletion = form.submit(async ({ password }) => {
    try {
      await deleteAccount(password);
    } finally {
      setConfirming(false);
    }
    logout({ navigate: (path) => void navigate(path), reload: () => window.location.reload() });
  });

  return (
    <article className={styles.page}>
      <h1>Delete your {BRAND.name} account</h1>
      <ul className={styles.consequences}>
        {CONSEQUENCES.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {!signedIn ? (
        <div className={styles.panel}>
          <p>Sign in to the account you want to delete.</p>
          <Button onClick={() => void requestLogin('customer', 'Sign in to delete your account')}>
            Sign in
          </Button>
        </div>
      ) : (
        <form className={styles.panel} onSubmit={askToConfirm} noValidate>
          <TextField
            label="Password"
            required
            {...form.field('password')}
            type="password"
            autoComplete="current-password"
          />
          <FormError message={form.formError} />
          <Button type="submit" variant="secondary">
            Delete my account
          </Button>
        </form>
      )}
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Delete your account permanently?"
        size="sm"
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Keep my account
            </Button>
            <Button loading={form.submitting} onClick={() => void confirmDeletion()}>
              Yes, delete it
            </Button>
          </>
        }
      >
        <p>This cannot be undone.</p>
      </Modal>
    </article>
  );
}
