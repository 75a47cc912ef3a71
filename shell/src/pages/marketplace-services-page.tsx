/** Services on the marketplace: everything bookable beyond food, each linking to its page. */
import { pathTo } from '@jara/contracts/site-paths';
import { BRAND } from '@jara/contracts/brand';
import { PageSection } from '@jara/ui/page-section';
import { BagArt } from './components/art/bag-art';
import { CtaBand } from './components/cta-band';
import { CtaLink } from './components/cta-link';
import { Hero } from './components/hero';
import { PricedCards } from './components/priced-cards';
import { EVENT_PACKAGES } from './event-packages';
import { GIFTING_COPY } from './gifting-copy';

export default function MarketplaceServicesPage() {
  return (
    <>
      <Hero
        eyebrow="Marketplace services"
        title="Services you can book as easily as lunch."
        lead={`Laundry, cleaning, catering, gifting and more, from vetted providers on the ${BRAND.name} marketplace. Book, pay and rate them all in one place.`}
        art={<BagArt />}
        actions={
          <>
            <CtaLink to={pathTo('stores')}>Open the marketplace</CtaLink>
            <CtaLink to={pathTo('subscription')} variant="secondary">
              See monthly plans
            </CtaLink>
          </>
        }
      />
      <PageSection heading="What you can book">
        <PricedCards
          country="NG"
          cards={[
            {
              title: 'Laundry',
              body: 'Wash, iron and dry clean, collected and returned.',
              to: pathTo('laundry'),
              from: { kind: 'one-off', service: 'laundry', unit: 'a pickup' },
            },
            {
              title: 'Home cleaning',
              body: 'Regular, deep, post-construction and move-in cleans.',
              to: pathTo('cleaning'),
              from: { kind: 'one-off', service: 'cleaning', unit: 'a visit' },
            },
            {
              title: 'Monthly plans',
              body: 'Laundry and cleaning on a schedule, for one monthly price.',
              to: pathTo('subscription'),
              from: { kind: 'plans', unit: 'a month' },
            },
            {
              title: 'Events catering',
              body: 'Small chops to full owambe buffets.',
              to: pathTo('events'),
              from: { kind: 'listed', plans: EVENT_PACKAGES },
            },
            {
              title: 'Gifting',
              body: 'Hampers, party trays and care packages.',
              to: pathTo('gifting'),
              from: { kind: 'listed', plans: GIFTING_COPY.NG.gifts(pathTo('gifting-gift')) },
            },
            {
              title: 'Diet consultations',
              body: 'Registered dietitians and meal plans.',
              to: pathTo('health'),
            },
          ]}
        />
      </PageSection>
      <CtaBand
        heading="Offer a service?"
        body="Laundries, cleaning companies and caterers grow with us. Apply to list your service."
        actions={
          <CtaLink to={pathTo('vendor')} variant="secondary">
            List my service
          </CtaLink>
        }
      />
    </>
  );
}
