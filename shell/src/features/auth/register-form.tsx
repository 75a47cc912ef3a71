/** Customer registration (spec 7: `POST /register`, reads data.access_token and data.customer.id). */
import { register } from '@jara/api/account';
import type { Customer } from '@jara/contracts/entities';
import { locationStore } from '@jara/state/location-store';
import { Button } from '@jara/ui/button';
import { TextField } from '@jara/ui/field';
import { FormError } from '../forms/form-error';
import { useApiForm } from '../forms/use-api-form';
import { enterSession } from './enter-session';
import styles from './auth-form.module.css';

interface Props {
  onSignedIn: (customer: Customer) => void;
  onHaveAccount: () => void;
}

export function RegisterForm({ onSignedIn, onHaveAccount }: Props) {
  const form = useApiForm({
    name: { label: 'Full name', required: true },
    email: { label: 'Email', required: true },
    phone: { label: 'Phone number', required: true },
    password: { label: 'Password', required: true },
  });

  const createAccount = form.submit(async ({ name, email, phone, password }) => {
    const { access_token, customer } = await register({
      name: name.trim(),
      email: email.trim(),
      phone: phone.trim(),
      password,
      domicile_location: locationStore.getState().country,
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
      <TextField {...form.fieldProps('name')} autoComplete="name" />
      <TextField
        {...form.fieldProps('email')}
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      <TextField {...form.fieldProps('phone')} type="tel" autoComplete="tel" inputMode="tel" />
      <TextField {...form.fieldProps('password')} type="password" autoComplete="new-password" />
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
