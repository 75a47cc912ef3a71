/**
 * A form that submits to the API in a few lines: react-hook-form validating with a zod schema,
 * `submit(action)` that sends the parsed values once at a time, and the server's answer placed
 * by `applyApiErrors`. Nothing the customer typed is lost on failure.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { ZodMiniType } from 'zod/mini';
import { applyApiErrors } from './apply-api-errors';

export interface ApiFormOptions<V extends FieldValues> {
  /** The fields this form shows, which take the server's messages about them; by default every
   * field of `defaults`. A message about any other field is shown for the whole form. */
  fields?: readonly Path<V>[];
}

export function useApiForm<V extends FieldValues, Parsed extends FieldValues>(
  schema: ZodMiniType<Parsed, V>,
  defaults: V,
  { fields = Object.keys(defaults) as Path<V>[] }: ApiFormOptions<V> = {},
) {
  const form = useForm<V, unknown, Parsed>({
    resolver: zodResolver(schema),
    defaultValues: defaults as DefaultValues<V>,
  });
  const [formError, setFormError] = useState<string | null>(null);
  // isSubmitting only reaches the button on the next render: a second press can come first.
  const inFlight = useRef(false);

  const submit =
    (action: (values: Parsed) => Promise<unknown>) => async (event?: BaseSyntheticEvent) => {
      event?.preventDefault();
      if (inFlight.current) return;
      inFlight.current = true;
      setFormError(null);
      try {
        await form.handleSubmit(async (values) => {
          try {
            await action(values);
          } catch (error) {
            setFormError(applyApiErrors(error, fields, form.setError));
          }
        })(event);
      } finally {
        inFlight.current = false;
      }
    };

  /** What a `TextField` or `SelectField` needs: the registered input and its message. */
  const field = (name: Path<V>) => ({
    ...form.register(name),
    error: form.getFieldState(name, form.formState).error?.message,
  });

  /** Every message gone, the typed values kept: the form changed what it asks (another mode). */
  const clearAllErrors = () => {
    form.clearErrors();
    setFormError(null);
  };

  return {
    ...form,
    submit,
    field,
    formError,
    clearAllErrors,
    submitting: form.formState.isSubmitting,
  };
}
