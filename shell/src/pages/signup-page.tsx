/**
 * The general signup: join the waiting list for any service, preselected from `?service=`. A
 * referral link (`?ref=`) opens account creation with the friend's invitation instead.
 */
import { BRAND } from '@jara/contracts/brand';
import { useSearchParams } from 'react-router-dom';
import { LeadForm } from './components/lead-form';
import { LeadPage } from './components/lead-page';
import { ReferralSignup } from './referral-signup';
import { SIGNUP_SERVICES, knownSignupService } from './signup-services';

export default function SignupPage() {
  const [params] = useSearchParams();
  const referralCode = params.get('ref');
  if (referralCode !== null) return <ReferralSignup code={referralCode} />;
  const preselected = knownSignupService(params.get('service'));
  return (
    <LeadPage
      eyebrow="Early access"
      title={`Be first in line for ${BRAND.name}`}
      intro="We are opening new services and neighbourhoods every month. Tell us what you want and we will let you know the day it reaches you."
      points={[
        'First access when a service opens in your area',
        'A welcome discount on your first order',
        'No spam: one email when it matters',
      ]}
      formTitle="Join the waiting list"
      form={
        <LeadForm
          service={preselected}
          serviceOptions={SIGNUP_SERVICES}
          submitLabel="Join the waiting list"
        />
      }
    />
  );
}
