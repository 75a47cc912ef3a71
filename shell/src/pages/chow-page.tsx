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
import { PricingCards, type PricingPlan } from './components/pricing-cards';
import { Steps } from './components/steps';
import { signupFor } from './site-paths';

const START = { label: 'Start my plan', to: signupFor('chow') };

const PLANS: PricingPlan[] = [
  {
    name: 'Solo',
    amount: 17500,
    unit: 'a week',
    summary: 'Five lunches or dinners for one.',
    includes: ['5 meals, one portion each', 'Pick from 12 dishes a week', 'Skip or pause any week'],
    cta: START,
  },
  {
    name: 'Couple',
    amount: 33000,
    unit: 'a week',
    summary: 'Ten meals for two people, or two meals a day for one.',
    includes: ['10 meals', 'Free delivery', 'Swap dishes until Friday', 'Skip or pause any week'],
    cta: START,
    featured: true,
  },
  {
    name: 'Family',
    amount: 62000,
    unit: 'a week',
    summary: 'Family-size pots of soup and stew with swallow or rice.',
    includes: ['4 family pots, each feeds 5', 'Free delivery', 'Freezer-safe packs'],
    cta: START,
  },
];

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
            <CtaLink to={START.to}>{START.label}</CtaLink>
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
        <PricingCards plans={PLANS} country="NG" />
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
