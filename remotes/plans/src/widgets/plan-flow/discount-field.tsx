/**
 * A discount code: checked by the server; an accepted one is kept in the draft and the price is
 * asked again with it, a refused one shows the server's message beside the field, once (the call
 * is silent: the same words as a toast too would be said twice), and nothing else changes.
 */
import { checkPlanDiscount } from '@jara/api/plans';
import { analytics } from '@jara/bus/analytics';
import type { PlanService } from '@jara/contracts/plans';
import { formSchema, requiredText } from '@jara/forms/field-rules';
import { useApiForm } from '@jara/forms/use-api-form';
import { Button } from '@jara/ui/button';
import { TextField } from '@jara/ui/field';
import { FormError } from '@jara/ui/form-error';
import { usePlanDraft } from '../plan-draft/use-plan-draft';
import styles from './plan-flow.module.css';

const schema = formSchema({ discount_code: requiredText('Enter a discount code.') });

export function DiscountField({ service }: { service: PlanService }) {
  const { draft, update, country } = usePlanDraft(service);
  const form = useApiForm(schema, { discount_code: '' });

  if (draft.discountCode) {
    return (
      <div className={styles.applied}>
        <p>
          Code <strong>{draft.discountCode}</strong> applied
        </p>
        <Button variant="ghost" size="sm" onClick={() => update({ discountCode: null })}>
          Remove
        </Button>
      </div>
    );
  }

  const apply = form.submit(async ({ discount_code }) => {
    const refused = (reason: string) =>
      analytics.track('plan_discount_refused', { service, country, reason });
    try {
      const check = await checkPlanDiscount({ service, discount_code }, { silent: true });
      if (check.expired) {
        refused('expired');
        form.setError('discount_code', { message: `The code ${discount_code} has expired.` });
        return;
      }
      update({ discountCode: discount_code });
      analytics.track('plan_discount_applied', { service, country, code: discount_code });
    } catch (error) {
      refused('refused');
      throw error;
    }
  });

  return (
    <form className={styles.discount} noValidate onSubmit={apply}>
      <TextField label="Discount code" autoComplete="off" {...form.field('discount_code')} />
      <Button type="submit" variant="secondary" loading={form.submitting}>
        Apply
      </Button>
      <FormError message={form.formError} />
    </form>
  );
}
