/**
 * Where the door is, and the first day, for a served place: the drop-off fields every address
 * form asks (`@jara/forms/drop-off-fields`: the street required, the building, a landmark, a phone
 * for the rider and instructions optional). What is typed goes into the draft as it is typed, so
 * the back button and a reload keep it. Messages the server sent back about these fields, when
 * Pay was refused, show under their fields.
 */
import { useEffect } from 'react';
import { z } from 'zod/mini';
import type { PlanService } from '@jara/contracts/plans';
import { DROP_OFF_FIELDS, dropOffRules } from '@jara/forms/drop-off-fields';
import { formSchema, requiredText } from '@jara/forms/field-rules';
import { useApiForm } from '@jara/forms/use-api-form';
import { Button } from '@jara/ui/button';
import { TextField } from '@jara/ui/field';
import { usePlanDraft } from '../plan-draft/use-plan-draft';
import { firstStartDate } from './flow-steps';
import styles from './plan-flow.module.css';
import { takeWhereErrors, type WhereField } from './where-errors';

const schema = formSchema({
  ...dropOffRules,
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
  const { street, building, landmark, phone, instructions, startDate } = draft;
  const form = useApiForm(schema, { street, building, landmark, phone, instructions, startDate });

  useEffect(() => {
    const subscription = form.watch((values) => update(values));
    return () => subscription.unsubscribe();
  }, [form, update]);

  useEffect(() => {
    const refused = Object.entries(takeWhereErrors() ?? {}) as [WhereField, string][];
    refused.forEach(([field, message], index) =>
      form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
    );
  }, [form]);

  return (
    <form className={styles.stack} noValidate onSubmit={form.submit(async () => onContinue())}>
      {DROP_OFF_FIELDS.map(({ name, ...props }) => (
        <TextField key={name} {...props} {...form.field(name)} />
      ))}
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
