/** The front door of the site (/ and /ke): every service, how ordering works, and why us. */
import { pathTo } from '@jara/contracts/site-paths';
import { BRAND } from '@jara/contracts/brand';
import { PageSection } from '@jara/ui/page-section';
import { MealArt } from './components/art/meal-art';
import { CtaBand } from './components/cta-band';
import { CtaLink } from './components/cta-link';
import { Faq } from './components/faq';
import { FeatureGrid } from './components/feature-grid';
import { Hero } from './components/hero';
import { PricedCards } from './components/priced-cards';
import { Steps } from './components/steps';
import { HOME_COPY } from './home-copy';
import { useSiteCountry } from './use-site-country';

const STEPS = [
  {
    title: 'Tell us where you are',
    body: 'Enter your address and we show the stores and services that reach you.',
  },
  {
    title: 'Pick and pay',
    body: 'Fill a cart, book a pickup or choose a plan, then pay in a few taps.',
  },
  {
    title: 'Track it to your door',
    body: 'Follow your rider or cleaner live and rate them when they are done.',
  },
];

export default function HomePage() {
  const country = useSiteCountry();
  const copy = HOME_COPY[country];
  return (
    <>
      <Hero
        eyebrow={copy.eyebrow}
        title={copy.title}
        lead={copy.lead}
        note={copy.note}
        art={<MealArt />}
        actions={
          <>
            <CtaLink to={pathTo('stores')}>Order food now</CtaLink>
            <CtaLink to={pathTo('laundry', { country })} variant="secondary">
              Book a laundry pickup
            </CtaLink>
          </>
        }
      />
      <PageSection
        heading="Everything your week needs"
        intro="One account for meals, errands and a home that looks after itself."
      >
        <PricedCards cards={copy.services} country={country} />
      </PageSection>
      <PageSection tone="alt" heading="How it works" eyebrow="Three steps">
        <Steps steps={STEPS} />
      </PageSection>
      <PageSection heading={`Why people choose ${BRAND.name}`}>
        <FeatureGrid features={copy.features} />
      </PageSection>
      <PageSection tone="alt" heading="Questions, answered">
        <Faq items={copy.faq} />
      </PageSection>
      <CtaBand
        heading="Cook, sell or hire with us"
        body={`Sell from your kitchen or shop on ${BRAND.name}, or bring meals and perks to your team.`}
        actions={
          <>
            <CtaLink to={pathTo('vendor')} variant="secondary">
              Become a vendor
            </CtaLink>
            <CtaLink to={pathTo('business')} variant="inverse">
              {BRAND.name} for Business
            </CtaLink>
          </>
        }
      />
    </>
  );
}
