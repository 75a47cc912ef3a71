/** Beauty at home in Nairobi (/ke/beauty): braids, nails and make-up booked to your door. */
import { pathTo } from '@jara/contracts/site-paths';
import { PageSection } from '@jara/ui/page-section';
import { SparkleArt } from './components/art/sparkle-art';
import { CtaBand } from './components/cta-band';
import { CtaLink } from './components/cta-link';
import { Faq } from './components/faq';
import { Hero } from './components/hero';
import { PricingCards } from './components/pricing-cards';
import { Steps } from './components/steps';
import { BEAUTY_BOOK, BEAUTY_TREATMENTS } from './beauty-treatments';

export default function BeautyPage() {
  return (
    <>
      <Hero
        eyebrow="Beauty at home · Nairobi"
        title="Braids, nails and glam, without leaving the house."
        lead="Book trusted braiders, nail techs and make-up artists to your home in Kilimani, Westlands, Lavington or Karen. Relax on your own sofa while they work."
        note="Available 8am to 8pm, seven days a week"
        art={<SparkleArt />}
        actions={
          <>
            <CtaLink to={BEAUTY_BOOK.to}>Book a beauty session</CtaLink>
            <CtaLink to={pathTo('cleaning', { country: 'KE' })} variant="secondary">
              Book a cleaner too
            </CtaLink>
          </>
        }
      />
      <PageSection
        heading="Popular treatments"
        intro="Prices include travel within our Nairobi zones."
      >
        <PricingCards plans={BEAUTY_TREATMENTS} country="KE" />
      </PageSection>
      <PageSection tone="alt" heading="How booking works">
        <Steps
          steps={[
            {
              title: 'Choose a treatment',
              body: 'See prices, durations and the professionals near you.',
            },
            { title: 'Pick a time', body: 'Same-day slots are often available before noon.' },
            {
              title: 'Relax at home',
              body: 'Your professional arrives with everything, and cleans up after.',
            },
          ]}
        />
      </PageSection>
      <PageSection heading="Beauty questions">
        <Faq
          items={[
            {
              question: 'Are the professionals vetted?',
              answer:
                'Yes. Each one is ID-checked, does a trial session with our team and is rated after every booking.',
            },
            {
              question: 'Can I cancel?',
              answer:
                'Free cancellation up to 4 hours before your booking. Later cancellations are charged 30%.',
            },
          ]}
        />
      </PageSection>
      <CtaBand
        heading="Getting ready for a big day?"
        body="Book make-up and nails for the whole bridal party in one go."
        actions={
          <CtaLink to={BEAUTY_BOOK.to} variant="secondary">
            Plan a group booking
          </CtaLink>
        }
      />
    </>
  );
}
