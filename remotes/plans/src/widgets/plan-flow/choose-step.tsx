/**
 * Step 1: what the customer wants, a plan or a one-off, and its options. Every change is kept in
 * the draft at once (the price follows it); Continue checks the options against their bounds.
 */
import { useEffect } from 'react';
import type { Path } from 'react-hook-form';
import { PLAN_KINDS } from '@jara/contracts/plan-schema';
import type { PlanChoice } from '@jara/contracts/plans';
import { useApiForm } from '@jara/forms/use-api-form';
import { Button } from '@jara/ui/button';
import { FormError } from '@jara/ui/form-error';
import { usePlanDraft } from '../plan-draft/use-plan-draft';
import { KIND_LABELS } from '../plan-summary/option-labels';
import { planChoiceSchema } from './choice-schema';
import { CleaningOptions } from './cleaning-options';
import { DiscountField } from './discount-field';
import { LaundryOptions } from './laundry-options';
import { OptionRadios } from './option-radios';
import styles from './plan-flow.module.css';

const FORM_ID = 'plan-choice';

export function ChooseStep({ choice, onContinue }: { choice: PlanChoice; onContinue: () => void }) {
  const { update } = usePlanDraft(choice.service);
  const form = useApiForm(planChoiceSchema, choice);
  const values = form.watch();

  useEffect(() => {
    const subscription = form.watch((next) => {
      const parsed = planChoiceSchema.safeParse(next);
      if (parsed.success) update({ choice: parsed.data });
    });
    return () => subscription.unsubscribe();
  }, [form, update]);

  const change = (patch: Partial<PlanChoice>) => {
    for (const [name, value] of Object.entries(patch)) {
      form.setValue(name as Path<PlanChoice>, value as never, { shouldValidate: true });
    }
  };

  return (
    <>
      <form
        id={FORM_ID}
        className={styles.stack}
        noValidate
        onSubmit={form.submit(async () => onContinue())}
      >
        <OptionRadios
          legend="Plan or one-off"
          options={PLAN_KINDS}
          labelOf={(kind) => KIND_LABELS[kind]}
          value={values.kind}
          onChange={(kind) =>
            change(
              kind === 'plan' && values.service === 'cleaning'
                ? { kind, deep_clean: false }
                : { kind },
            )
          }
        />
        {values.service === 'laundry' ? (
          <LaundryOptions choice={values} onChange={change} />
        ) : (
          <CleaningOptions choice={values} onChange={change} />
        )}
        <FormError message={form.formState.errors.root?.message ?? form.formError} />
      </form>
      <DiscountField service={choice.service} />
      <Button type="submit" form={FORM_ID} size="lg" block>
        Continue
      </Button>
    </>
  );
}
