/**
 * The plan variant of the login modal (laundry and cleaning plans): the plan site has its own
 * accounts on its own API base (`v3/website/login`, `v3/website/register`). A customer signed in
 * to the marketplace finds their name, phone and email already filled in.
 */
import { useState } from 'react';
import { planLogin, planRegister } from '@jara/api/plans';
import {
  emailAddress,
  formSchema,
  optionalText,
  requiredSecret,
  requiredText,
} from '@jara/forms/field-rules';
import { useApiForm } from '@jara/forms/use-api-form';
import { sessionStore } from '@jara/state/session-store';
import { Button } from '@jara/ui/button';
import { TextField } from '@jara/ui/field';
import { FormError } from '@jara/ui/form-error';
import styles from './auth-form.module.css';

export type PlanLoginMode = 'login' | 'register';

const credentials = {
  email: emailAddress('Enter your email.'),
  password: requiredSecret('Enter your password.'),
};

// Name and phone are asked only when creating an account; one shape keeps them as typed.
const SCHEMAS = {
  login: formSchema({ name: optionalText(), phone: optionalText(), ...credentials }),
  register: formSchema({
    name: requiredText('Enter your full name.'),
    phone: requiredText('Enter your phone number.'),
    ...credentials,
  }),
};

interface Props {
  mode: PlanLoginMode;
  onModeChange: (mode: PlanLoginMode) => void;
  onSignedIn: () => void;
}

export function PlanLoginForm({ mode, onModeChange, onSignedIn }: Props) {
  const [known] = useState(() => sessionStore.getState().customer);
  const form = useApiForm(
    SCHEMAS[mode],
    {
      name: known?.name ?? '',
      phone: known?.phone ?? '',
      email: known?.email ?? '',
      password: '',
    },
    { fields: mode === 'login' ? ['email', 'password'] : ['name', 'phone', 'email', 'password'] },
  );

  const submit = form.submit(async ({ name, phone, email, password }) => {
    const result =
      mode === 'login'
        ? await planLogin({ email, password })
        : await planRegister({ name, phone, email, password });
    sessionStore.getState().signInToPlans(result.access_token, result.customer.id, result.customer);
    onSignedIn();
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Your plan account">
      <p className={styles.reason}>Your laundry and cleaning plan account.</p>
      {mode === 'register' && (
        <>
          <TextField label="Full name" required {...form.field('name')} autoComplete="name" />
          <TextField
            label="Phone number"
            required
            {...form.field('phone')}
            type="tel"
            autoComplete="tel"
          />
        </>
      )}
      <TextField
        label="Email"
        required
        {...form.field('email')}
        type="email"
        autoComplete="email"
      />
      <TextField
        label="Password"
        required
        {...form.field('password')}
        type="password"
        autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
      />
      <FormError message={form.formError} />
      <Button type="submit" block loading={form.submitting}>
        {mode === 'login' ? 'Sign in' : 'Create plan account'}
      </Button>
      <div className={styles.links}>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => {
            form.clearAllErrors();
            onModeChange(mode === 'login' ? 'register' : 'login');
          }}
        >
          {mode === 'login' ? 'New here? Create a plan account' : 'I already have a plan account'}
        </button>
      </div>
    </form>
  );
}
