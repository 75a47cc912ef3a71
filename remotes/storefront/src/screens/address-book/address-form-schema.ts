/** The address form's fields and their rules; the label chips are the names most people use. */
import {
  formSchema,
  optionalPhone,
  optionalText,
  requiredText,
  ticked,
} from '@jara/forms/field-rules';

export const LABEL_CHIPS = ['Home', 'Office', 'Other'] as const;

export const addressSchema = formSchema({
  street: requiredText('Enter the street and house number.'),
  landmark: optionalText(),
  phone: optionalPhone('Enter a phone number: digits, with + before a country code.'),
  label: requiredText('Name this address, like Home or Office.'),
  is_default: ticked(),
});

export interface AddressValues {
  street: string;
  landmark: string;
  phone: string;
  label: string;
  is_default: boolean;
}
