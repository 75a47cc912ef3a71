/**
 * The drop-off of a place just picked: the fields the address book asks too (street required,
 * building, landmark, a phone for the rider, instructions) and a name, so the address is kept
 * among the customer's addresses and the order carries where the door is.
 */
import { DROP_OFF_FIELDS, dropOffRules, dropOffValues } from '@jara/forms/drop-off-fields';
import { formSchema, requiredText } from '@jara/forms/field-rules';
import { useApiForm } from '@jara/forms/use-api-form';
import { Button } from '@jara/ui/button';
import { TextField } from '@jara/ui/field';
import { FormError } from '@jara/ui/form-error';
import type { NewAddressValues } from './use-add-address';
import styles from './checkout.module.css';

const schema = formSchema({
  ...dropOffRules,
  label: requiredText('Give the address a name, like Home.'),
});

export interface SaveAddressFormProps {
  /** The place picked, as the customer recognises it ("Yaba, Lagos"). */
  place: string;
  onSave: (values: NewAddressValues) => Promise<void>;
  onDismiss: () => void;
}

export function SaveAddressForm({ place, onSave, onDismiss }: SaveAddressFormProps) {
  const form = useApiForm(schema, { ...dropOffValues(), label: '' });
  const save = form.submit(onSave);

  return (
    <form className={styles.saveAddress} onSubmit={save} noValidate aria-label="Save this address">
      <p className={styles.muted}>Delivering to {place}. Where should the rider go?</p>
      {DROP_OFF_FIELDS.map(({ name, ...props }) => (
        <TextField key={name} {...props} {...form.field(name)} />
      ))}
      <TextField
        label="Name this address"
        hint="Like Home or Office"
        required
        autoComplete="off"
        {...form.field('label')}
      />
      <FormError message={form.formError} />
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
