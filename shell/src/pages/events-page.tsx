/** Events: catering for owambes, weddings and office parties, with per-guest packages. */
import { pathTo } from '@jara/contracts/site-paths';
import { PageSection } from '@jara/ui/page-section';
import { BalloonArt } from './components/art/balloon-art';
import { CtaBand } from './components/cta-band';
import { CtaLink } from './components/cta-link';
import { Faq } from './components/faq';
import { FeatureGrid } from './components/feature-grid';
import { Hero } from './components/hero';
import { PricingCards } from './components/pricing-cards';
import { EVENT_PACKAGES } from './event-packages';

export default function EventsPage() {
  return (
    <>
      <Hero
        eyebrow="Events catering"
        title="Food your guests will talk about after the party."
        lead="From a 30-guest birthday in Yaba to a 500-guest wedding on the Island: our cooks, servers and planners handle the food so you can enjoy the day."
        art={<BalloonArt />}
        actions={
          <>
            <CtaLink to={pathTo('events-contact')}>Plan my event</CtaLink>
            <CtaLink to={pathTo('gifting')} variant="secondary">
              Party favours and gifts
            </CtaLink>
          </>
        }
      />
      <PageSection
        heading="Packages"
        intro="Starting prices per guest. Every quote is tailored to your menu and venue."
      >
        <PricingCards plans={EVENT_PACKAGES} country="NG" />
      </PageSection>
      <PageSection tone="alt" heading="Why hosts book us">
        <FeatureGrid
          features={[
            {
              icon: 'pot',
              title: 'Cooked fresh on the day',
              body: 'Food is cooked the morning of your event, never the night before.',
            },
            {
              icon: 'users',
              title: 'Trained servers',
              body: 'Uniformed servers who keep the buffet tidy and the queue moving.',
            },
            {
              icon: 'calendar',
              title: 'One planner, start to finish',
              body: 'The same person from the first call to the last tray.',
            },
          ]}
        />
      </PageSection>
      <PageSection heading="Events questions">
        <Faq
          items={[
            {
              question: 'How far ahead should I book?',
              answer:
                'Two weeks for small events, six weeks for weddings. We can sometimes help at shorter notice; ask us.',
            },
            {
              question: 'Do you need a deposit?',
              answer:
                'Half of the quote confirms your date. The balance is due three days before the event.',
            },
            {
              question: 'Can you cook for guests with dietary needs?',
              answer:
                'Yes. Tell your planner about vegetarian, halal or allergy needs and we label those dishes.',
            },
          ]}
        />
      </PageSection>
      <CtaBand
        heading="Got a date in mind?"
        body="Tell us the date, the guest count and the vibe. We will come back with a menu and a price."
        actions={
          <CtaLink to={pathTo('events-contact')} variant="secondary">
            Get a quote
          </CtaLink>
        }
      />
    </>
  );
}
