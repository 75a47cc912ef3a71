/** The business offering: staff meals and perks, corporate gifting, and the two business forms. */
import { pathTo } from '@jara/contracts/site-paths';
import { BRAND } from '@jara/contracts/brand';
import { PageSection } from '@jara/ui/page-section';
import { BriefcaseArt } from './components/art/briefcase-art';
import { CtaBand } from './components/cta-band';
import { CtaLink } from './components/cta-link';
import { Faq } from './components/faq';
import { FeatureGrid } from './components/feature-grid';
import { Hero } from './components/hero';
import { Steps } from './components/steps';

export default function BusinessPage() {
  return (
    <>
      <Hero
        tone="green"
        eyebrow={`${BRAND.name} for Business`}
        title="Feed your team. Look after your people."
        lead="Office lunches, monthly meal and laundry allowances, corporate gifts and event catering for teams in Lagos, Abuja and Nairobi, on one invoice."
        art={<BriefcaseArt />}
        actions={
          <>
            <CtaLink to={pathTo('business-perks')} variant="secondary">
              Set up team perks
            </CtaLink>
            <CtaLink to={pathTo('business-refer-employer')} variant="inverse">
              Refer your employer
            </CtaLink>
          </>
        }
      />
      <PageSection heading="What teams use us for">
        <FeatureGrid
          features={[
            {
              icon: 'pot',
              title: 'Office lunches',
              body: 'Daily or weekly lunches from a rotating menu, delivered at noon.',
            },
            {
              icon: 'wallet',
              title: 'Perk allowances',
              body: 'A monthly budget per employee for meals, laundry or cleaning.',
            },
            {
              icon: 'gift',
              title: 'Corporate gifting',
              body: 'End-of-year hampers for staff and clients, delivered to each address.',
            },
            {
              icon: 'calendar',
              title: 'Events and offsites',
              body: 'Catering for town halls, launches and team retreats.',
            },
          ]}
        />
      </PageSection>
      <PageSection tone="alt" heading="Getting started">
        <Steps
          steps={[
            {
              title: 'Tell us about your team',
              body: 'Headcount, locations and what you want to offer.',
            },
            { title: 'Get a proposal', body: 'A plan and price within two working days.' },
            {
              title: 'Invite your people',
              body: 'Staff join with their work email and start ordering.',
            },
          ]}
        />
      </PageSection>
      <PageSection heading="Business questions">
        <Faq
          items={[
            {
              question: 'Is there a minimum team size?',
              answer: 'Perks start at 10 employees. Catering and gifting have no minimum.',
            },
            {
              question: 'How are we billed?',
              answer:
                'One monthly invoice, payable by bank transfer, with a report of what each team used.',
            },
            {
              question: 'Can employees top up with their own money?',
              answer: 'Yes. Allowances are used first, then the employee’s own card or wallet.',
            },
          ]}
        />
      </PageSection>
      <CtaBand
        heading="Not the one who decides?"
        body="Refer your employer and we will pitch perks to your HR team for you."
        actions={
          <CtaLink to={pathTo('business-refer-employer')} variant="secondary">
            Refer my employer
          </CtaLink>
        }
      />
    </>
  );
}
