/** Homemade on demand: meals from home kitchens that are cooked today and delivered now. */
import { pathTo } from '@jara/contracts/site-paths';
import { PageSection } from '@jara/ui/page-section';
import { MealArt } from './components/art/meal-art';
import { CtaBand } from './components/cta-band';
import { CtaLink } from './components/cta-link';
import { Faq } from './components/faq';
import { Hero } from './components/hero';
import { PricedCards } from './components/priced-cards';
import { Steps } from './components/steps';
import { dishCard } from './dish-card';

export default function HomemadeOnDemandPage() {
  return (
    <>
      <Hero
        eyebrow="Homemade, on demand"
        title="Homemade food, ready in about an hour."
        lead="Home cooks near you post what is in the pot today. Order a plate of ofada rice or a bowl of egusi and it leaves their kitchen hot."
        note="Cooks cook from 10am to 8pm · Delivery across Lagos"
        art={<MealArt />}
        actions={
          <>
            <CtaLink to={pathTo('meals')}>See what’s cooking today</CtaLink>
            <CtaLink to={pathTo('chow')} variant="secondary">
              Plan the week instead
            </CtaLink>
          </>
        }
      />
      <PageSection
        heading="Cooking near you today"
        intro="A taste of what home cooks post on a typical day."
      >
        <PricedCards
          country="NG"
          cards={[
            dishCard({
              title: 'Ofada rice and ayamase',
              body: 'Green pepper stew with assorted meat and boiled egg.',
              words: 'ofada',
            }),
            dishCard({
              title: 'Egusi and poundo',
              body: 'Thick egusi with stockfish and spinach.',
              words: 'egusi',
            }),
            dishCard({
              title: 'Moi moi',
              body: 'Steamed bean pudding, soft and peppery.',
              words: 'moi moi',
            }),
            dishCard({
              title: 'Banga soup and starch',
              body: 'Palm-nut soup the Delta way.',
              words: 'banga',
            }),
          ]}
        />
      </PageSection>
      <PageSection tone="alt" heading="How on-demand works">
        <Steps
          steps={[
            {
              title: 'See today’s pots',
              body: 'Cooks near you list what they made and how many plates are left.',
            },
            {
              title: 'Order before it runs out',
              body: 'Pay in the app; the cook packs your plate straight away.',
            },
            {
              title: 'Eat within the hour',
              body: 'A rider collects from the kitchen and brings it to you hot.',
            },
          ]}
        />
      </PageSection>
      <PageSection heading="On-demand questions">
        <Faq
          items={[
            {
              question: 'Why do dishes sell out?',
              answer:
                'Home cooks make one pot at a time. When it is gone, it is gone until the next cook.',
            },
            {
              question: 'Can I order for a group?',
              answer:
                'For more than ten plates, message the cook from the store page a day ahead, or see our events catering.',
            },
          ]}
        />
      </PageSection>
      <CtaBand
        heading="Feeding a crowd?"
        body="Home cooks cater owambes, birthdays and office lunches."
        actions={
          <CtaLink to={pathTo('events')} variant="secondary">
            Events catering
          </CtaLink>
        }
      />
    </>
  );
}
