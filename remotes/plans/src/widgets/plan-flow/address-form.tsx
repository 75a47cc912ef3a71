/**
 * The street, a landmark and the first day, for a served place. What is typed goes into the draft
 * as it is typed, so the back button and a reload keep it.
 */
import { useEffect } from 'react';
import { z } from 'zod/mini';
import type { PlanService } from '@jara/contracts/plans';
import { formSchema, optionalText, requiredText } from '@jara/forms/field-rules';
import { useApiForm } from '@jara/forms/use-api-form';
import { Button } from '@jara/ui/button';
import { TextField } from '@jara/ui/field';
import { usePlanDraft } from '../plan-draft/use-plan-draft';
import { firstStartDate } from './flow-steps';
import styles from './plan-flow.module.css';

const schema = formSchema({
  street: requiredText('Enter the street and house number.'),
  landmark: optionalText(),
  startDate: requiredText('Choose the first day.').check(
    z.refine((date) => date >= firstStartDate(), 'Choose a day from tomorrow on.'),
  ),
});

export function AddressForm({
  service,
  onContinue,
}: {
  service: PlanService;
  onContinue: () => void;
}) {
  const { draft, update } = usePlanDraft(service);
  const { street, landmark, startDate } = draft;
  const form = useApiForm(schema, { street, landmark, startDate });

  useEffect(() => {
    const subscription = form.watch((values) => update(values));
    return () => subscription.unsubscribe();
  }, [form, update]);

  return (
    <form className={styles.stack} noValidate onSubmit={form.submit(async () => onContinue())}>
      <TextField
        label="Street and house number"
        autoComplete="street-address"
        required
        {...form.field('street')}
      />
      <TextField
        label="Landmark"
        hint="Something near the door our team can look for (optional)"
        {...form.field('landmark')}
      />
      <TextField
        label={service === 'laundry' ? 'First pickup' : 'First visit'}
        type="date"
        min={firstStartDate()}
        required
        {...form.field('startDate')}
      />
      <Button type="submit" size="lg" block>
        Continue
      </Button>
    </form>
  );
}
