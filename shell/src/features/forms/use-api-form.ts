/**
 * State for a small form that submits to the API: values, required-field checks before sending,
 * and the server's answer placed beside the fields. Nothing the customer typed is lost on
 * failure.
 */
import { useState, type FormEvent } from 'react';
import { describeApiFailure } from './describe-api-failure';

export interface ApiFormField {
  label: string;
  required?: boolean;
}

export function useApiForm<F extends string>(
  fields: Record<F, ApiFormField>,
  initial: Partial<Record<F, string>> = {},
) {
  const names = Object.keys(fields) as F[];
  const [values, setValues] = useState<Record<F, string>>(
    () => Object.fromEntries(names.map((name) => [name, initial[name] ?? ''])) as Record<F, string>,
  );
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const setField = (name: F, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit =
    (action: (values: Record<F, string>) => Promise<unknown>) => async (event: FormEvent) => {
      event.preventDefault();
      if (submitting) return;
      setFormError(null);
      const missing = names.filter((name) => fields[name].required && values[name].trim() === '');
      if (missing.length > 0) {
        setErrors(
          Object.fromEntries(
            missing.map((name) => [name, `Enter your ${fields[name].label.toLowerCase()}.`]),
          ) as Partial<Record<F, string>>,
        );
        return;
      }
      setSubmitting(true);
      try {
        await action(values);
      } catch (error) {
        const failure = describeApiFailure(error, names);
        setErrors(failure.fieldErrors);
        setFormError(failure.formError);
      } finally {
        setSubmitting(false);
      }
    };

  const fieldProps = (name: F) => ({
    name,
    label: fields[name].label,
    required: fields[name].required ?? false,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setField(name, event.target.value),
  });

  return { values, errors, formError, submitting, setField, submit, fieldProps };
}
