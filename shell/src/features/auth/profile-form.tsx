/** Profile read and update (spec 7: `GET` and `POST /account/profile`). */
import { useEffect, useState } from 'react';
import { getProfile, updateProfile } from '@jara/api/account';
import type { Customer } from '@jara/contracts/entities';
import { emailAddress, formSchema, optionalText, requiredText } from '@jara/forms/field-rules';
import { useApiForm } from '@jara/forms/use-api-form';
import { sessionStore } from '@jara/state/session-store';
import { Button } from '@jara/ui/button';
import { TextField } from '@jara/ui/field';
import { Spinner } from '@jara/ui/spinner';
import { FormError } from '../forms/form-error';
import styles from './auth-form.module.css';

const schema = formSchema({
  name: requiredText('Enter your full name.'),
  email: emailAddress('Enter your email.'),
  phone: optionalText(),
});

function ProfileFields({ profile }: { profile: Customer }) {
  const form = useApiForm(schema, {
    name: profile.name,
    email: profile.email,
    phone: profile.phone,
  });
  const save = form.submit(async (details) => {
    const updated = (await updateProfile(details)) as Customer;
    sessionStore.getState().setCustomer(updated);
  });
  return (
    <form className={styles.form} onSubmit={save} noValidate aria-label="Your details">
      <TextField label="Full name" required {...form.field('name')} autoComplete="name" />
      <TextField
        label="Email"
        required
        {...form.field('email')}
        type="email"
        autoComplete="email"
      />
      <TextField label="Phone number" {...form.field('phone')} type="tel" autoComplete="tel" />
      <FormError message={form.formError} />
      <Button type="submit" loading={form.submitting}>
        Save details
      </Button>
    </form>
  );
}

export function ProfileForm() {
  const [profile, setProfile] = useState<Customer | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    getProfile()
      .then((fresh) => {
        if (!current) return;
        sessionStore.getState().setCustomer(fresh as Customer);
        setProfile(fresh as Customer);
      })
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [attempt]);

  if (failed) {
    return (
      <div className={styles.form} role="alert">
        <p>We could not load your details.</p>
        <Button
          variant="secondary"
          onClick={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        >
          Try again
        </Button>
      </div>
    );
  }
  return profile ? <ProfileFields profile={profile} /> : <Spinner label="Loading your details" />;
}
