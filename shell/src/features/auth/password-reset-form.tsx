/**
 * Password reset through a pass code (spec 7): ask for a code by email
 * (`/password/createpasscode`), then set a new password with it (`/password/reset`).
 */
import { useState } from 'react';
import { createPasscode, resetPassword } from '@jara/api/account';
import {
  confirmedNewPassword,
  emailAddress,
  formSchema,
  requiredSecret,
  requiredText,
} from '@jara/forms/field-rules';
import { useApiForm } from '@jara/forms/use-api-form';
import { Button } from '@jara/ui/button';
import { TextField } from '@jara/ui/field';
import { FormError } from '@jara/ui/form-error';
import styles from './auth-form.module.css';

const requestSchema = formSchema({ email: emailAddress('Enter your email.') });
const resetSchema = confirmedNewPassword(
  formSchema({
    passcode: requiredText('Enter your pass code.'),
    password: requiredSecret('Enter your new password.'),
    password_confirmation: requiredSecret('Type the new password again.'),
  }),
);

interface Props {
  initialEmail: string;
  onReset: (email: string) => void;
  onBack: () => void;
}

export function PasswordResetForm({ initialEmail, onReset, onBack }: Props) {
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const request = useApiForm(requestSchema, { email: initialEmail });
  const reset = useApiForm(
    resetSchema,
    { passcode: '', password: '', password_confirmation: '' },
    { fields: ['passcode', 'password'] },
  );

  if (!codeSentTo) {
    return (
      <form
        className={styles.form}
        noValidate
        aria-label="Request a pass code"
        onSubmit={request.submit(async ({ email }) => {
          await createPasscode(email);
          setCodeSentTo(email);
        })}
      >
        <p className={styles.reason}>We will email you a pass code to set a new password.</p>
        <TextField
          label="Email"
          required
          {...request.field('email')}
          type="email"
          autoComplete="email"
        />
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
        await resetPassword({ email: codeSentTo, passcode, password });
        onReset(codeSentTo);
      })}
    >
      <p className={styles.notice}>We sent a pass code to {codeSentTo}.</p>
      <TextField
        label="Pass code"
        required
        {...reset.field('passcode')}
        inputMode="numeric"
        autoComplete="one-time-code"
      />
      <TextField
        label="New password"
        required
        {...reset.field('password')}
        type="password"
        autoComplete="new-password"
      />
      <TextField
        label="Repeat the new password"
        required
        {...reset.field('password_confirmation')}
        type="password"
        autoComplete="new-password"
      />
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
