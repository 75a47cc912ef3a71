/** Outside the served area: the customer leaves a name and email to hear when the team comes. */
import { useState } from 'react';
import { joinWaitingList } from '@jara/api/account';
import { analytics } from '@jara/bus/analytics';
import type { PlanService } from '@jara/contracts/plans';
import { emailAddress, formSchema, requiredText } from '@jara/forms/field-rules';
import { useApiForm } from '@jara/forms/use-api-form';
import { useParcelProps } from '@jara/parcel/parcel';
import { sessionStore } from '@jara/state/session-store';
import { Button } from '@jara/ui/button';
import { TextField } from '@jara/ui/field';
import { FormError } from '@jara/ui/form-error';
import styles from './plan-flow.module.css';

const schema = formSchema({
  name: requiredText('Enter your name.'),
  email: emailAddress('Enter your email.'),
});

function knownPerson() {
  const { planCustomer, customer } = sessionStore.getState();
  const person = planCustomer ?? customer;
  return { name: person?.name ?? '', email: person?.email ?? '' };
}

export function WaitingListForm({ service, address }: { service: PlanService; address: string }) {
  const { country } = useParcelProps();
  const form = useApiForm(schema, knownPerson());
  const [joined, setJoined] = useState<string | null>(null);

  if (joined) {
    return (
      <p role="status" className={styles.served}>
        You&apos;re on the list. We will write to {joined} as soon as we come to {address}.
      </p>
    );
  }

  const join = form.submit(async ({ name, email }) => {
    await joinWaitingList({ name, email, service });
    analytics.track('plan_waiting_list_joined', { service, country });
    setJoined(email);
  });

  return (
    <form className={styles.stack} noValidate onSubmit={join} aria-label="Join the waiting list">
      <TextField label="Your name" autoComplete="name" required {...form.field('name')} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        {...form.field('email')}
      />
      <FormError message={form.formError} />
      <Button type="submit" loading={form.submitting}>
        Join the waiting list
      </Button>
    </form>
  );
}
