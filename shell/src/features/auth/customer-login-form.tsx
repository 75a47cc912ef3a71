/** Customer sign-in (spec 7: `POST /login` with email and password). */
import { login } from '@jara/api/account';
import { emailAddress, formSchema, requiredSecret } from '@jara/forms/field-rules';
import { useApiForm } from '@jara/forms/use-api-form';
import type { Customer } from '@jara/contracts/entities';
import { Button } from '@jara/ui/button';
import { TextField } from '@jara/ui/field';
import { FormError } from '@jara/ui/form-error';
import { enterSession } from './enter-session';
import styles from './auth-form.module.css';

const schema = formSchema({
  email: emailAddress('Enter your email.'),
  password: requiredSecret('Enter your password.'),
});

interface Props {
  initialEmail?: string;
  notice?: string | null;
  onSignedIn: (customer: Customer) => void;
  onForgotPassword: (email: string) => void;
  onCreateAccount: () => void;
}

export function CustomerLoginForm({
  initialEmail,
  notice,
  onSignedIn,
  onForgotPassword,
  onCreateAccount,
}: Props) {
  const form = useApiForm(schema, { email: initialEmail ?? '', password: '' });

  const signIn = form.submit(async (credentials) => {
    const { access_token, ...customer } = await login(credentials);
    enterSession(access_token, customer, 'login');
    onSignedIn(customer);
  });

  return (
    <form className={styles.form} onSubmit={signIn} noValidate aria-label="Sign in">
      {notice && <p className={styles.notice}>{notice}</p>}
      <TextField
        label="Email"
        required
        {...form.field('email')}
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      <TextField
        label="Password"
        required
        {...form.field('password')}
        type="password"
        autoComplete="current-password"
      />
      <FormError message={form.formError} />
      <Button type="submit" block loading={form.submitting}>
        Sign in
      </Button>
      <div className={styles.links}>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => onForgotPassword(form.getValues('email'))}
        >
          Forgot password?
        </button>
        <button type="button" className={styles.linkButton} onClick={onCreateAccount}>
          Create an account
        </button>
      </div>
    </form>
  );
}
