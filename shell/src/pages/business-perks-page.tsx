/** Business perks: a company asks for meal and service perks for its staff. */
import { BRAND } from '@jara/contracts/brand';
import { LeadForm } from './components/lead-form';
import { LeadPage } from './components/lead-page';

export default function BusinessPerksPage() {
  return (
    <LeadPage
      eyebrow={`${BRAND.name} for Business`}
      title="Perks your team will use every week"
      intro="Give staff a monthly allowance for meals, laundry and cleaning, or subsidise office lunches. You set the budget; we handle the rest and send one invoice."
      points={[
        'Monthly allowances or subsidised team lunches',
        'One invoice and a dashboard of what was used',
        'No setup fee for teams of 10 or more',
      ]}
      formTitle="Talk to our business team"
      form={
        <LeadForm
          service="business-perks"
          submitLabel="Request a call back"
          emailLabel="Work email"
          emailHint="We reply within one working day."
        />
      }
    />
  );
}
