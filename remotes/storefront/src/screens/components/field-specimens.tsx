/** The labelled fields in each state, and the message a form shows above its button. */
import { FormError } from '@jara/ui/form-error';
import { SelectField, TextAreaField, TextField } from '@jara/ui/field';
import { Specimen } from './catalogue-section';

const AREAS = [
  { value: 'lekki', label: 'Lekki' },
  { value: 'yaba', label: 'Yaba' },
];

export function FieldSpecimens() {
  return (
    <>
      <Specimen state="TextField">
        <TextField label="Full name" name="specimen-name" autoComplete="off" />
      </Specimen>
      <Specimen state="with a hint, required">
        <TextField
          label="Phone number"
          name="specimen-phone"
          hint="The rider calls this number."
          required
          autoComplete="off"
        />
      </Specimen>
      <Specimen state="with an error">
        <TextField
          label="Email"
          name="specimen-email"
          defaultValue="ada@"
          error="Enter a valid email address."
          autoComplete="off"
        />
      </Specimen>
      <Specimen state="disabled">
        <TextField label="Referral code" name="specimen-code" defaultValue="ADA2024" disabled />
      </Specimen>
      <Specimen state="SelectField">
        <SelectField label="Area" name="specimen-area" options={AREAS} />
      </Specimen>
      <Specimen state="TextAreaField">
        <TextAreaField
          label="Landmark"
          name="specimen-landmark"
          hint="Opposite the filling station."
        />
      </Specimen>
    </>
  );
}

export function FormErrorSpecimens() {
  return (
    <Specimen state="a message (null shows nothing)">
      <FormError message="We could not save your address. Try again in a moment." />
    </Specimen>
  );
}
