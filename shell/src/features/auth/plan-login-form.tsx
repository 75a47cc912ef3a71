/**
 * The cleaning-plan variant of the login modal: the plan site has its own accounts on its own API
 * base (`v3/website/login`, `v3/website/register`).
 */
import { useState } from 'react';
import { planLogin, planRegister } from '@jara/api/plans';
import { sessionStore } from '@jara/state/session-store';
import { Button } from '@jara/ui/button';
import { TextField } from '@jara/ui/field';
import { FormError } from '../forms/form-error';
import { useApiForm } from '../forms/use-api-form';
import styles from './auth-form.module.css';

export function PlanLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [mode, setMode] = useState<'login' | 'register'>('login');
  const form = useApiForm({
    name: { label: 'Full name', required: mode === 'register' },
    phone: { label: 'Phone number', required: mode === 'register' },
    email: { label: 'Email', required: true },
    password: { label: 'Password', required: true },
  });

  const submit = form.submit(async ({ name, phone, email, password }) => {
    const result =
      mode === 'login'
        ? await planLogin({ email: email.trim(), password })
        : await planRegister({
            name: name.trim(),
            phone: phone.trim(),
            email: email.trim(),
            password,
          });
    sessionStore.getState().signInToPlans(result.access_token, result.customer.id);
    onSignedIn();
  });

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label="Sign in to your cleaning plan"
    >
      <p className={styles.reason}>Your cleaning and laundry plan account.</p>
      {mode === 'register' && (
        <>
          <TextField {...form.fieldProps('name')} autoComplete="name" />
          <TextField {...form.fieldProps('phone')} type="tel" autoComplete="tel" />
        </>
      )}
      <TextField {...form.fieldProps('email')} type="email" autoComplete="email" />
      <TextField
        {...form.fieldProps('password')}
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
          onClick={() => setMode(mode === 'login' ? 'register' : 'login')}
        >
          {mode === 'login' ? 'New here? Create a plan account' : 'I already have a plan account'}
        </button>
      </div>
    </form>
  );
}
