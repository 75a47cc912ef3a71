/**
 * /delete-account: a signed-in customer deletes their account after confirming, with their
 * password; a visitor is asked to sign in first. After deletion the session ends exactly as a
 * logout does.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { requestLogin } from '@jara/bus/login-request';
import { deleteAccount } from '@jara/api/account';
import { ApiError } from '@jara/api/api-error';
import { BRAND } from '@jara/contracts/brand';
import { isLoggedIn, sessionStore } from '@jara/state/session-store';
import { useStore } from '@jara/state/use-store';
import { Button } from '@jara/ui/button';
import { TextField } from '@jara/ui/field';
import { Modal } from '@jara/ui/modal';
import { logout } from './logout';
import styles from './delete-account-page.module.css';

const CONSEQUENCES = [
  'Your profile, saved addresses and favourite stores are removed.',
  'Your wallet balance, rewards points and vouchers can no longer be used.',
  'Orders on the way are still delivered; your order history is deleted afterwards.',
];

export default function DeleteAccountPage() {
  const signedIn = useStore(sessionStore, isLoggedIn);
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const askToConfirm = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError('Enter your password to confirm it is you.');
      return;
    }
    setError(null);
    setConfirming(true);
  };

  const confirmDeletion = async () => {
    setDeleting(true);
    try {
      await deleteAccount(password);
      setConfirming(false);
      logout({ navigate: (path) => void navigate(path), reload: () => window.location.reload() });
    } catch (failure) {
      // The API client has already shown the server's message; keep the form as typed.
      setConfirming(false);
      if (failure instanceof ApiError)
        setError(failure.fieldErrors.password?.[0] ?? failure.message);
    } finally {
      setDeleting(false);
    }
  };

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
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={error ?? undefined}
            required
          />
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
            <Button loading={deleting} onClick={() => void confirmDeletion()}>
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
