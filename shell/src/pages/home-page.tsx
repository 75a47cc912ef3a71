/** The front door of the site (/ and /ke): every service, how ordering works, and why us. */
import { pathTo } from '@jara/contracts/site-paths';
import { BRAND } from '@jara/contracts/brand';
import { LoadError } from '@jara/ui/load-error';
import { PageSection } from '@jara/ui/page-section';
import { MealArt } from './components/art/meal-art';
import { CtaBand } from './components/cta-band';
import { CtaLink } from './components/cta-link';
import { Faq } from './components/faq';
import { FeatureGrid } from './components/feature-grid';
import { Hero } from './components/hero';
import { ServiceCards, type ServiceCard } from './components/service-cards';
import { Steps } from './components/steps';
import { fromPrice, type SoldPrices } from './from-price-source';
import { HOME_COPY, type HomeService } from './home-copy';
import { useSiteCountry } from './use-site-country';
import { useSoldPrices } from './use-sold-prices';

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

function withPrice({ from, ...card }: HomeService, sold: SoldPrices): ServiceCard {
  if (!from) return card;
  const price = fromPrice(from, sold);
  return { ...card, fromPrice: price.amount, priceUnit: price.unit };
}

export default function HomePage() {
  const country = useSiteCountry();
  const copy = HOME_COPY[country];
  const sold = useSoldPrices(country);
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
        <ServiceCards
          cards={copy.services.map((service) => withPrice(service, sold))}
          country={country}
        />
        {sold.failed ? (
          <LoadError message="We could not load today’s prices." onRetry={sold.retry} />
        ) : null}
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
