/**
 * The address form's fields and their rules: the drop-off a rider needs (shared with checkout's
 * new address), the label and the default; the label chips are the names most people use.
 */
import { dropOffRules, type DropOffValues } from '@jara/forms/drop-off-fields';
import { formSchema, requiredText, ticked } from '@jara/forms/field-rules';

export const LABEL_CHIPS = ['Home', 'Office', 'Other'] as const;

export const addressSchema = formSchema({
  ...dropOffRules,
  label: requiredText('Name this address, like Home or Office.'),
  is_default: ticked(),
});

export interface AddressValues extends DropOffValues {
  label: string;
  is_default: boolean;
}
