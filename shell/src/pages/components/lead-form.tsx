/**
 * The form behind every lead page: name, email and (on the general signup) the service the
 * customer wants. It checks the entries before sending, joins the waiting list, and on
 * success moves on to the thank-you page. On failure nothing typed is lost and each message
 * sits beside the field it is about.
 */
import { pathTo } from '@jara/contracts/site-paths';
import { joinWaitingList } from '@jara/api/account';
import { Button } from '@jara/ui/button';
import { useApiForm } from '@jara/forms/use-api-form';
import { SelectField, TextField, type SelectOption } from '@jara/ui/field';
import { useNavigate } from 'react-router-dom';
import { SiteLink } from '../../features/navigation/site-link';
import { leadSchema } from './lead-form-schema';
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
  // Without a choice on screen, a server message about the service is one for the whole form.
  const form = useApiForm(
    leadSchema,
    { name: '', email: '', service },
    { fields: serviceOptions ? ['name', 'email', 'service'] : ['name', 'email'] },
  );

  const join = form.submit(async (lead) => {
    await joinWaitingList(lead);
    await navigate(pathTo('sign-up-successful'));
  });

  return (
    <form className={styles.form} noValidate onSubmit={join}>
      <TextField label={nameLabel} required {...form.field('name')} autoComplete="name" />
      <TextField
        label={emailLabel}
        required
        {...form.field('email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        hint={emailHint}
      />
      {serviceOptions ? (
        <SelectField
          label="What are you interested in?"
          required
          {...form.field('service')}
          placeholder="Choose a service"
          options={serviceOptions}
        />
      ) : null}
      {form.formError ? (
        <p role="alert" className={styles.formError}>
          {form.formError}
        </p>
      ) : null}
      <Button type="submit" size="lg" block loading={form.submitting}>
        {submitLabel}
      </Button>
      <p className={styles.small}>
        We only use your details to contact you about this. Read our{' '}
        <SiteLink to={pathTo('privacy-policy')}>privacy policy</SiteLink>.
      </p>
    </form>
  );
}
