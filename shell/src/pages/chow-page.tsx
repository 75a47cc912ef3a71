/** Chow, the homemade-food brand: weekly meal plans cooked by vetted home cooks. */
import { pathTo } from '@jara/contracts/site-paths';
import { BRAND } from '@jara/contracts/brand';
import { PageSection } from '@jara/ui/page-section';
import { PotArt } from './components/art/pot-art';
import { CtaBand } from './components/cta-band';
import { CtaLink } from './components/cta-link';
import { Faq } from './components/faq';
import { FeatureGrid } from './components/feature-grid';
import { Hero } from './components/hero';
import { PricingCards } from './components/pricing-cards';
import { Steps } from './components/steps';
import { CHOW_PLANS, CHOW_START } from './chow-plans';

export default function ChowPage() {
  return (
    <>
      <Hero
        eyebrow={`Chow by ${BRAND.name}`}
        title="Homemade meals for your whole week."
        lead="Efo riro, ofada stew, egusi and okra soup cooked in small batches by home cooks in Lagos, packed and delivered every Sunday and Wednesday."
        note="Delivering across Lagos Island and Mainland · Menu changes every week"
        art={<PotArt />}
        actions={
          <>
            <CtaLink to={CHOW_START.to}>{CHOW_START.label}</CtaLink>
            <CtaLink to={pathTo('meals')} variant="secondary">
              See this week’s menu
            </CtaLink>
          </>
        }
      />
      <PageSection heading="How Chow works" tone="alt">
        <Steps
          steps={[
            {
              title: 'Choose a plan',
              body: 'Solo, couple or family. Change or pause it whenever.',
            },
            {
              title: 'Pick your dishes',
              body: 'A new menu every week: soups, stews, rice dishes and lighter plates.',
            },
            {
              title: 'Heat and eat',
              body: 'Meals arrive chilled in sealed packs and keep for four days in the fridge.',
            },
          ]}
        />
      </PageSection>
      <PageSection
        heading="Plans"
        intro="Prices include packaging. Delivery is free on Couple and Family."
      >
        <PricingCards plans={CHOW_PLANS} country="NG" />
      </PageSection>
      <PageSection tone="alt" heading="Cooked like home, checked like a restaurant">
        <FeatureGrid
          features={[
            {
              icon: 'pot',
              title: 'Real home cooks',
              body: 'Each dish comes from a cook known for it in her street, not from a factory line.',
            },
            {
              icon: 'shield',
              title: 'Inspected kitchens',
              body: 'We visit every kitchen before the first order and again every quarter.',
            },
            {
              icon: 'leaf',
              title: 'Fresh ingredients',
              body: 'Bought at Mile 12 and Oyingbo markets the morning before cooking.',
            },
          ]}
        />
      </PageSection>
      <PageSection heading="Chow questions">
        <Faq
          items={[
            {
              question: 'Can I pause or cancel my plan?',
              answer:
                'Yes. Pause or skip a week before Friday at 6pm and you are not charged for it. Cancel at any time.',
            },
            {
              question: 'Do you cater for allergies?',
              answer:
                'Each dish lists its ingredients. Meals are cooked in home kitchens that also handle nuts, fish and crayfish.',
            },
            {
              question: 'I want food right now, not next week.',
              answer: 'Try homemade on demand: home cooks with meals ready to go out today.',
            },
          ]}
        />
      </PageSection>
      <CtaBand
        heading="Want a homemade meal today?"
        body="Home cooks near you have pots on the fire right now."
        actions={
          <CtaLink to={pathTo('homemade-ondemand')} variant="secondary">
            Order homemade now
          </CtaLink>
        }
      />
    </>
  );
}
