/** The discount code field. The code is checked by the server when the total is worked out. */
import { formSchema, requiredText } from '@jara/forms/field-rules';
import { useApiForm } from '@jara/forms/use-api-form';
import { Button } from '@jara/ui/button';
import { TextField } from '@jara/ui/field';
import styles from './checkout.module.css';

const schema = formSchema({ discount_code: requiredText('Enter a discount code.') });

export interface DiscountCodeFormProps {
  initialCode?: string;
  /** The server's reason the code was refused. */
  error?: string;
  busy?: boolean;
  onApply: (code: string) => void;
}

export function DiscountCodeForm({
  initialCode = '',
  error,
  busy,
  onApply,
}: DiscountCodeFormProps) {
  const form = useApiForm(schema, { discount_code: initialCode });
  const apply = form.submit(async ({ discount_code }) => onApply(discount_code));
  const field = form.field('discount_code');

  return (
    <form className={styles.discount} onSubmit={apply} noValidate>
      <TextField label="Discount code" autoComplete="off" {...field} error={field.error ?? error} />
      <Button type="submit" variant="secondary" loading={busy}>
        Apply
      </Button>
    </form>
  );
}
