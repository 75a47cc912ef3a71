/** Homemade meals: food from home kitchens, as a weekly plan (Chow) or on demand. */
import { pathTo } from '@jara/contracts/site-paths';
import { BRAND } from '@jara/contracts/brand';
import { PageSection } from '@jara/ui/page-section';
import { PotArt } from './components/art/pot-art';
import { CtaBand } from './components/cta-band';
import { CtaLink } from './components/cta-link';
import { Faq } from './components/faq';
import { FeatureGrid } from './components/feature-grid';
import { Hero } from './components/hero';
import { CHOW_PLANS } from './chow-plans';
import { PricedCards } from './components/priced-cards';

export default function HomemadePage() {
  return (
    <>
      <Hero
        eyebrow="Homemade food"
        title="Food that tastes like someone’s mum made it. Because she did."
        lead={`${BRAND.name} connects you with home cooks in Lagos who make the soups, stews and swallows you grew up on, in portions for one or for the whole house.`}
        art={<PotArt />}
        actions={
          <>
            <CtaLink to={pathTo('homemade-ondemand')}>Order homemade today</CtaLink>
            <CtaLink to={pathTo('chow')} variant="secondary">
              Plan my week with Chow
            </CtaLink>
          </>
        }
      />
      <PageSection heading="Two ways to eat homemade">
        <PricedCards
          country="NG"
          cards={[
            {
              title: 'On demand',
              body: 'Cooks near you with meals ready today. Delivered in about an hour.',
              to: pathTo('homemade-ondemand'),
              from: { kind: 'stores', businessType: 'homemade', unit: 'a plate' },
            },
            {
              title: 'Chow weekly plans',
              body: 'Choose your dishes for the week; they arrive chilled twice a week.',
              to: pathTo('chow'),
              from: { kind: 'listed', plans: CHOW_PLANS },
            },
            {
              title: 'Meals marketplace',
              body: 'Browse every homemade dish and cook on the marketplace.',
              to: pathTo('meals'),
            },
          ]}
        />
      </PageSection>
      <PageSection tone="alt" heading="Why homemade">
        <FeatureGrid
          features={[
            {
              icon: 'heart',
              title: 'Less oil, more flavour',
              body: 'Cooked the way families cook: proper stock, fresh pepper, no shortcuts.',
            },
            {
              icon: 'users',
              title: 'Support local cooks',
              body: 'Cooks keep most of every order. Many now earn more than at their old jobs.',
            },
            {
              icon: 'shield',
              title: 'Checked kitchens',
              body: 'Every kitchen is inspected and every cook completes food-hygiene training.',
            },
          ]}
        />
      </PageSection>
      <PageSection heading="Homemade questions">
        <Faq
          items={[
            {
              question: 'Who are the cooks?',
              answer:
                'Home cooks from across Lagos, from Ikorodu to Ajah, chosen for one or two dishes they make better than anyone.',
            },
            {
              question: `Can I cook for ${BRAND.name}?`,
              answer: 'Yes. Apply as a vendor and we will arrange a tasting and a kitchen visit.',
            },
          ]}
        />
      </PageSection>
      <CtaBand
        heading="Are you the best cook on your street?"
        body="Sell your food to hungry neighbours. We bring the orders, riders and payments."
        actions={
          <CtaLink to={pathTo('vendor')} variant="secondary">
            Cook with us
          </CtaLink>
        }
      />
    </>
  );
}
