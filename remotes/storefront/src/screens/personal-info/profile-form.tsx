/**
 * Profile read and update (spec 7: `GET` and `POST /account/profile`). The read goes through the
 * shared query cache; a saved profile replaces the cached one and the session's customer.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { updateProfile } from '@jara/api/account';
import type { Customer } from '@jara/contracts/entities';
import { emailAddress, formSchema, optionalText, requiredText } from '@jara/forms/field-rules';
import { useApiForm } from '@jara/forms/use-api-form';
import { sessionStore } from '@jara/state/session-store';
import { Button } from '@jara/ui/button';
import { TextField } from '@jara/ui/field';
import { LoadError } from '@jara/ui/load-error';
import { Skeleton, SkeletonGroup } from '@jara/ui/skeleton';
import { profileQuery } from '@jara/query/account-queries';
import { FormError } from '@jara/ui/form-error';
import styles from './personal-info-forms.module.css';

const schema = formSchema({
  name: requiredText('Enter your full name.'),
  email: emailAddress('Enter your email.'),
  phone: optionalText(),
});

function ProfileFields({ profile }: { profile: Customer }) {
  const queryClient = useQueryClient();
  const form = useApiForm(schema, {
    name: profile.name,
    email: profile.email,
    phone: profile.phone,
  });
  const save = form.submit(async (details) => {
    const updated = (await updateProfile(details)) as Customer;
    queryClient.setQueryData(profileQuery().queryKey, updated);
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
  const profile = useQuery(profileQuery());

  if (profile.isError) {
    return (
      <div className={styles.form}>
        <LoadError message="We could not load your details." onRetry={() => profile.refetch()} />
      </div>
    );
  }
  if (!profile.data) {
    return (
      <SkeletonGroup label="Loading your details" className={styles.form}>
        <Skeleton height="4.25rem" />
        <Skeleton height="4.25rem" />
        <Skeleton height="4.25rem" />
        <Skeleton height="2.75rem" width="9rem" shape="block" />
      </SkeletonGroup>
    );
  }
  return <ProfileFields profile={profile.data as Customer} />;
}
