/** Keeps a place just picked among the customer's addresses, under a label they choose. */
import { formSchema, requiredText } from '@jara/forms/field-rules';
import { useApiForm } from '@jara/forms/use-api-form';
import { Button } from '@jara/ui/button';
import { TextField } from '@jara/ui/field';
import styles from './checkout.module.css';

const schema = formSchema({ label: requiredText('Give the address a name, like Home.') });

export interface SaveAddressFormProps {
  address: string;
  onSave: (label: string) => Promise<void>;
  onDismiss: () => void;
}

export function SaveAddressForm({ address, onSave, onDismiss }: SaveAddressFormProps) {
  const form = useApiForm(schema, { label: '' });
  const save = form.submit(async ({ label }) => onSave(label));

  return (
    <form className={styles.saveAddress} onSubmit={save} noValidate aria-label="Save this address">
      <p className={styles.muted}>Save {address} for next time?</p>
      <TextField label="Name this address" autoComplete="off" {...form.field('label')} />
      {form.formError ? (
        <p role="alert" className={styles.problem}>
          {form.formError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" size="sm" loading={form.submitting}>
          Save address
        </Button>
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          Not now
        </Button>
      </div>
    </form>
  );
}
