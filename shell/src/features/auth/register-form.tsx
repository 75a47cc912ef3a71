/** Customer registration (spec 7: `POST /register`, reads data.access_token and data.customer.id). */
import { register } from '@jara/api/account';
import { emailAddress, formSchema, requiredSecret, requiredText } from '@jara/forms/field-rules';
import { useApiForm } from '@jara/forms/use-api-form';
import type { Customer } from '@jara/contracts/entities';
import { locationStore } from '@jara/state/location-store';
import { Button } from '@jara/ui/button';
import { TextField } from '@jara/ui/field';
import { FormError } from '@jara/ui/form-error';
import { enterSession } from './enter-session';
import styles from './auth-form.module.css';

const schema = formSchema({
  name: requiredText('Enter your full name.'),
  email: emailAddress('Enter your email.'),
  phone: requiredText('Enter your phone number.'),
  password: requiredSecret('Enter your password.'),
});

interface Props {
  onSignedIn: (customer: Customer) => void;
  onHaveAccount: () => void;
  /** The code of the referral link the customer came from; the server refuses one it does not know. */
  referralCode?: string;
}

export function RegisterForm({ onSignedIn, onHaveAccount, referralCode }: Props) {
  const form = useApiForm(schema, { name: '', email: '', phone: '', password: '' });

  const createAccount = form.submit(async (details) => {
    const { access_token, customer } = await register({
      ...details,
      domicile_location: locationStore.getState().country,
      ...(referralCode ? { referral_code: referralCode } : {}),
    });
    enterSession(access_token, customer as Customer, 'register');
    onSignedIn(customer as Customer);
  });

  return (
    <form
      className={styles.form}
      onSubmit={createAccount}
      noValidate
      aria-label="Create an account"
    >
      <TextField label="Full name" required {...form.field('name')} autoComplete="name" />
      <TextField
        label="Email"
        required
        {...form.field('email')}
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      <TextField
        label="Phone number"
        required
        {...form.field('phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
      />
      <TextField
        label="Password"
        required
        {...form.field('password')}
        type="password"
        autoComplete="new-password"
      />
      <FormError message={form.formError} />
      <Button type="submit" block loading={form.submitting}>
        Create account
      </Button>
      <div className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={onHaveAccount}>
          I already have an account
        </button>
      </div>
    </form>
  );
}
