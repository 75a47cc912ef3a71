/** Send a gift (/gifting/gift and /ke/gifting/gift): ask our gifting team to put one together. */
import { LeadForm } from './components/lead-form';
import { LeadPage } from './components/lead-page';
import { useSiteCountry } from './use-site-country';

const CITY = { NG: 'Lagos and Abuja', KE: 'Nairobi' } as const;

export default function GiftingGiftPage() {
  const country = useSiteCountry();
  return (
    <LeadPage
      eyebrow="Gifting"
      title="Send a gift they will actually use"
      intro={`Tell us who it is for and our gifting team will call you to build it: a hamper, a cake, a week of meals or a home deep clean, delivered anywhere in ${CITY[country]}.`}
      points={[
        'A gifting expert calls you within one working day',
        'Handwritten note and gift wrap included',
        'Delivered on the day you choose, with a photo when it arrives',
      ]}
      formTitle="Start a gift"
      form={<LeadForm service="gifting" submitLabel="Request my gift" />}
    />
  );
}
