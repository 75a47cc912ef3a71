/** Refer your employer: an employee asks us to pitch staff perks to their company. */
import { BRAND } from '@jara/contracts/brand';
import { LeadForm } from './components/lead-form';
import { LeadPage } from './components/lead-page';

export default function BusinessReferEmployerPage() {
  return (
    <LeadPage
      eyebrow={`${BRAND.name} for Business`}
      title="Want lunch on the company? Refer your employer"
      intro={`Leave your work email and we will reach out to your HR team with a perks proposal. When your company joins ${BRAND.name} for Business, you get a month of free delivery.`}
      points={[
        'We contact your company; you do not have to pitch',
        'We never share your name without your say-so',
        'A month of free delivery when your company signs up',
      ]}
      formTitle="Refer my employer"
      form={
        <LeadForm
          service="business-refer-employer"
          submitLabel="Send my referral"
          emailLabel="Your work email"
          emailHint="We use it to find the right team at your company."
        />
      }
    />
  );
}
