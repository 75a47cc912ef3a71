/**
 * The form behind every lead page: name, email and (on the general signup) the service the
 * customer wants. It checks the entries before sending, joins the waiting list, and on
 * success moves on to the thank-you page. On failure nothing typed is lost and each message
 * sits beside the field it is about.
 */
import { joinWaitingList } from '@jara/api/account';
import { Button } from '@jara/ui/button';
import { SelectField, TextField, type SelectOption } from '@jara/ui/field';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SiteLink } from '../../features/navigation/site-link';
import { PATHS } from '../site-paths';
import { describeLeadFailure } from './lead-form-errors';
import { checkLead, type LeadErrors, type LeadField, type LeadValues } from './lead-form-schema';
import styles from './lead-form.module.css';

export interface LeadFormProps {
  /** The waiting-list service this form signs people up for. */
  service: string;
  /** When given, the customer picks the service; `service` is the preselected choice. */
  serviceOptions?: SelectOption[];
  submitLabel: string;
  nameLabel?: string;
  emailLabel?: string;
  emailHint?: string;
}

export function LeadForm({
  service,
  serviceOptions,
  submitLabel,
  nameLabel = 'Your name',
  emailLabel = 'Email address',
  emailHint,
}: LeadFormProps) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<LeadValues>({ name: '', email: '', service });
  const [errors, setErrors] = useState<LeadErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  function setField(field: LeadField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    const check = checkLead(values);
    if (!check.ok) {
      setErrors(check.errors);
      setAttempt((count) => count + 1);
      return;
    }
    setSubmitting(true);
    try {
      await joinWaitingList(check.values);
      navigate(PATHS.signUpSuccessful);
    } catch (error) {
      const failure = describeLeadFailure(error);
      const hiddenServiceError = serviceOptions ? null : failure.fieldErrors.service?.join(' ');
      setErrors(failure.fieldErrors);
      setFormError([failure.formError, hiddenServiceError].filter(Boolean).join(' ') || null);
      setSubmitting(false);
      setAttempt((count) => count + 1);
    }
  }

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit}>
      <TextField
        label={nameLabel}
        name="name"
        autoComplete="name"
        required
        value={values.name}
        error={errors.name}
        onChange={(event) => setField('name', event.target.value)}
      />
      <TextField
        label={emailLabel}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        hint={emailHint}
        value={values.email}
        error={errors.email}
        onChange={(event) => setField('email', event.target.value)}
      />
      {serviceOptions ? (
        <SelectField
          label="What are you interested in?"
          name="service"
          required
          placeholder="Choose a service"
          options={serviceOptions}
          value={values.service}
          error={errors.service}
          onChange={(event) => setField('service', event.target.value)}
        />
      ) : null}
      {formError ? (
        <p role="alert" className={styles.formError}>
          {formError}
        </p>
      ) : null}
      <Button type="submit" size="lg" block loading={submitting}>
        {submitLabel}
      </Button>
      <p className={styles.small}>
        We only use your details to contact you about this. Read our{' '}
        <SiteLink to={PATHS.privacy}>privacy policy</SiteLink>.
      </p>
    </form>
  );
}
