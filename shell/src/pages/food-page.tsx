/** Food delivery (/food and /ke/food): popular dishes, areas covered, how ordering works. */
import { pathTo } from '@jara/contracts/site-paths';
import { BRAND } from '@jara/contracts/brand';
import { PageSection } from '@jara/ui/page-section';
import { DeliveryArt } from './components/art/delivery-art';
import { CtaBand } from './components/cta-band';
import { CtaLink } from './components/cta-link';
import { Faq } from './components/faq';
import { FeatureGrid } from './components/feature-grid';
import { Hero } from './components/hero';
import { PricedCards } from './components/priced-cards';
import { TagList } from './components/tag-list';
import { FOOD_COPY } from './food-copy';
import { useSiteCountry } from './use-site-country';

export default function FoodPage() {
  const country = useSiteCountry();
  const copy = FOOD_COPY[country];
  return (
    <>
      <Hero
        eyebrow={copy.eyebrow}
        title={copy.title}
        lead={copy.lead}
        note={copy.note}
        art={<DeliveryArt />}
        actions={
          <>
            <CtaLink to={pathTo('stores')}>See restaurants near me</CtaLink>
            <CtaLink to={pathTo('meals')} variant="secondary">
              Browse meals
            </CtaLink>
          </>
        }
      />
      <PageSection
        heading="What people are ordering"
        intro="Tap a dish to see who makes it near you."
      >
        <PricedCards cards={copy.dishes} country={country} />
      </PageSection>
      <PageSection tone="alt" heading={`Why order with ${BRAND.name}`}>
        <FeatureGrid
          features={[
            {
              icon: 'bike',
              title: 'Riders who know your street',
              body: 'Local riders, live tracking and a call before they reach your gate.',
            },
            {
              icon: 'receipt',
              title: 'No surprises at checkout',
              body: 'Delivery fee, service fee and any discount are shown before you pay.',
            },
            {
              icon: 'star',
              title: 'Ratings from real orders',
              body: 'Only customers who ordered can rate a store, so the stars mean something.',
            },
          ]}
        />
      </PageSection>
      <PageSection heading="Where we deliver" intro="And more neighbourhoods every month.">
        <TagList items={copy.areas} label="Areas we deliver to" />
      </PageSection>
      <PageSection tone="alt" heading="Food delivery questions">
        <Faq items={copy.faq} />
      </PageSection>
      <CtaBand
        heading={copy.band.heading}
        body={copy.band.body}
        actions={
          <CtaLink to={copy.band.cta.to} variant="secondary">
            {copy.band.cta.label}
          </CtaLink>
        }
      />
    </>
  );
}
