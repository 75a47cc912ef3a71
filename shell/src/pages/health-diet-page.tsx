/** Diet plans: request a consultation and meal plan from a registered dietitian. */
import { LeadForm } from './components/lead-form';
import { LeadPage } from './components/lead-page';

export default function HealthDietPage() {
  return (
    <LeadPage
      eyebrow="Health and diet"
      title="A meal plan built around you"
      intro="Leave your details and a registered dietitian will book a first consultation with you, then design a plan of Nigerian meals you will enjoy, cooked and delivered if you want."
      points={[
        'A 30-minute consultation with a registered dietitian',
        'Plans for weight loss, diabetes, blood pressure and pregnancy',
        'Meals cooked to your plan and delivered, if you want them',
      ]}
      formTitle="Book my consultation"
      form={<LeadForm service="health-diet" submitLabel="Request a consultation" />}
    />
  );
}
