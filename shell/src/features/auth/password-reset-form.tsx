/**
 * Password reset through a pass code (spec 7): ask for a code by email
 * (`/password/createpasscode`), then set a new password with it (`/password/reset`).
 */
import { useState } from 'react';
import { createPasscode, resetPassword } from '@jara/api/account';
import { Button } from '@jara/ui/button';
import { TextField } from '@jara/ui/field';
import { FormError } from '../forms/form-error';
import { useApiForm } from '../forms/use-api-form';
import styles from './auth-form.module.css';

interface Props {
  initialEmail: string;
  onReset: (email: string) => void;
  onBack: () => void;
}

export function PasswordResetForm({ initialEmail, onReset, onBack }: Props) {
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const request = useApiForm(
    { email: { label: 'Email', required: true } },
    { email: initialEmail },
  );
  const reset = useApiForm({
    passcode: { label: 'Pass code', required: true },
    password: { label: 'New password', required: true },
  });

  if (!codeSentTo) {
    return (
      <form
        className={styles.form}
        noValidate
        aria-label="Request a pass code"
        onSubmit={request.submit(async ({ email }) => {
          await createPasscode(email.trim());
          setCodeSentTo(email.trim());
        })}
      >
        <p className={styles.reason}>We will email you a pass code to set a new password.</p>
        <TextField {...request.fieldProps('email')} type="email" autoComplete="email" />
        <FormError message={request.formError} />
        <Button type="submit" block loading={request.submitting}>
          Send pass code
        </Button>
        <div className={styles.links}>
          <button type="button" className={styles.linkButton} onClick={onBack}>
            Back to sign in
          </button>
        </div>
      </form>
    );
  }

  return (
    <form
      className={styles.form}
      noValidate
      aria-label="Set a new password"
      onSubmit={reset.submit(async ({ passcode, password }) => {
        await resetPassword({ email: codeSentTo, passcode: passcode.trim(), password });
        onReset(codeSentTo);
      })}
    >
      <p className={styles.notice}>We sent a pass code to {codeSentTo}.</p>
      <TextField
        {...reset.fieldProps('passcode')}
        inputMode="numeric"
        autoComplete="one-time-code"
      />
      <TextField {...reset.fieldProps('password')} type="password" autoComplete="new-password" />
      <FormError message={reset.formError} />
      <Button type="submit" block loading={reset.submitting}>
        Set new password
      </Button>
      <div className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={() => setCodeSentTo(null)}>
          Send another code
        </button>
      </div>
    </form>
  );
}
