/** Services on the marketplace: everything bookable beyond food, each linking to its page. */
import { pathTo } from '@jara/contracts/site-paths';
import { BRAND } from '@jara/contracts/brand';
import { PageSection } from '@jara/ui/page-section';
import { BagArt } from './components/art/bag-art';
import { CtaBand } from './components/cta-band';
import { CtaLink } from './components/cta-link';
import { Hero } from './components/hero';
import { ServiceCards } from './components/service-cards';

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
        <ServiceCards
          country="NG"
          cards={[
            {
              title: 'Laundry',
              body: 'Wash, iron and dry clean, collected and returned.',
              to: pathTo('laundry'),
              fromPrice: 3500,
              priceUnit: 'a bag',
            },
            {
              title: 'Home cleaning',
              body: 'Regular, deep, post-construction and move-in cleans.',
              to: pathTo('cleaning'),
              fromPrice: 15000,
              priceUnit: 'a visit',
            },
            {
              title: 'Monthly plans',
              body: 'Laundry and cleaning on a schedule, for one monthly price.',
              to: pathTo('subscription'),
              fromPrice: 45000,
              priceUnit: 'a month',
            },
            {
              title: 'Events catering',
              body: 'Small chops to full owambe buffets.',
              to: pathTo('events'),
              fromPrice: 4500,
              priceUnit: 'a guest',
            },
            {
              title: 'Gifting',
              body: 'Hampers, party trays and care packages.',
              to: pathTo('gifting'),
              fromPrice: 25000,
              priceUnit: 'a gift',
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
