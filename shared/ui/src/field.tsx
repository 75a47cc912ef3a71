/**
 * Labelled form fields. The label, hint and error are wired to the control with
 * aria-describedby, and an error sets aria-invalid, so screen readers read what went wrong.
 */
import { useId, type ComponentProps, type ReactNode } from 'react';
import styles from './field.module.css';

interface FieldFrameProps {
  label: ReactNode;
  hint?: ReactNode;
  /** One message, or the list a server returns for the field. */
  error?: string | string[];
  required?: boolean;
}

function errorText(error: FieldFrameProps['error']): string | undefined {
  const text = Array.isArray(error) ? error.filter(Boolean).join(' ') : error;
  return text ? text : undefined;
}

function useFieldIds(id: string | undefined, hint: ReactNode, error: string | undefined) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

function FieldFrame({
  controlId,
  label,
  hint,
  hintId,
  error,
  errorId,
  required,
  children,
}: Omit<FieldFrameProps, 'error'> & {
  controlId: string;
  hintId?: string;
  error?: string;
  errorId?: string;
  children: ReactNode;
}) {
  return (
    <div className={`${styles.field} ${error ? styles.invalid : ''}`}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export type TextFieldProps = Omit<ComponentProps<'input'>, 'children'> & FieldFrameProps;

export function TextField({
  label,
  hint,
  error,
  required,
  id,
  className,
  ...input
}: TextFieldProps) {
  const message = errorText(error);
  const ids = useFieldIds(id, hint, message);
  return (
    <FieldFrame {...ids} label={label} hint={hint} error={message} required={required}>
      <input
        {...input}
        id={ids.controlId}
        required={required}
        aria-invalid={message ? true : undefined}
        aria-describedby={ids.describedBy}
        className={[styles.control, className].filter(Boolean).join(' ')}
      />
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = Omit<ComponentProps<'select'>, 'children'> &
  FieldFrameProps & { options: SelectOption[]; placeholder?: string };

export function SelectField({
  label,
  hint,
  error,
  required,
  id,
  className,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  const message = errorText(error);
  const ids = useFieldIds(id, hint, message);
  return (
    <FieldFrame {...ids} label={label} hint={hint} error={message} required={required}>
      <select
        {...select}
        id={ids.controlId}
        required={required}
        aria-invalid={message ? true : undefined}
        aria-describedby={ids.describedBy}
        className={[styles.control, styles.select, className].filter(Boolean).join(' ')}
      >
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'children'> & FieldFrameProps;

/** Several lines of text (a message): the same frame, label and error wiring as `TextField`. */
export function TextAreaField({
  label,
  hint,
  error,
  required,
  id,
  className,
  rows = 5,
  ...textarea
}: TextAreaFieldProps) {
  const message = errorText(error);
  const ids = useFieldIds(id, hint, message);
  return (
    <FieldFrame {...ids} label={label} hint={hint} error={message} required={required}>
      <textarea
        {...textarea}
        rows={rows}
        id={ids.controlId}
        required={required}
        aria-invalid={message ? true : undefined}
        aria-describedby={ids.describedBy}
        className={[styles.control, styles.textarea, className].filter(Boolean).join(' ')}
      />
    </FieldFrame>
  );
}
