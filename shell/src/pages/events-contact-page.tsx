/** Events contact: ask our events team for a catering quote. */
import { LeadForm } from './components/lead-form';
import { LeadPage } from './components/lead-page';

export default function EventsContactPage() {
  return (
    <LeadPage
      eyebrow="Events"
      title="Tell us about your event"
      intro="Weddings, owambes, birthdays, naming ceremonies and office parties. Leave your details and an events planner will call you to talk through guests, menu and budget."
      points={[
        'A planner calls you within one working day',
        'A tasting for events of 100 guests or more',
        'Servers, warmers and clean-up can be included',
      ]}
      formTitle="Get a catering quote"
      form={<LeadForm service="events" submitLabel="Request a quote" />}
    />
  );
}
