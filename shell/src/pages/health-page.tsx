/** Health: consultations with dietitians and diet programmes, leading to the diet form. */
import { pathTo } from '@jara/contracts/site-paths';
import { formatPrice } from '@jara/ui/price';
import { PageSection } from '@jara/ui/page-section';
import { BowlArt } from './components/art/bowl-art';
import { CtaBand } from './components/cta-band';
import { CtaLink } from './components/cta-link';
import { Faq } from './components/faq';
import { FeatureGrid } from './components/feature-grid';
import { Hero } from './components/hero';
import { Steps } from './components/steps';

export default function HealthPage() {
  return (
    <>
      <Hero
        tone="calm"
        eyebrow="Health and diet"
        title="Eat well without giving up the food you love."
        lead="Registered dietitians build plans around Nigerian food, from portion-smart swallow to lighter stews, and our cooks can make every meal for you."
        note={`First consultation ${formatPrice(15000, 'NGN')} · Online or in person in Lagos`}
        art={<BowlArt />}
        actions={
          <>
            <CtaLink to={pathTo('health-diet')}>Book a consultation</CtaLink>
            <CtaLink to={pathTo('chow')} variant="secondary">
              See meal plans
            </CtaLink>
          </>
        }
      />
      <PageSection heading="Programmes">
        <FeatureGrid
          features={[
            {
              icon: 'heart',
              title: 'Weight management',
              body: 'Steady, realistic loss with meals that still feel like home.',
            },
            {
              icon: 'leaf',
              title: 'Diabetes-friendly',
              body: 'Low-glycaemic plates and guidance on swallow, rice and fruit.',
            },
            {
              icon: 'shield',
              title: 'Blood pressure',
              body: 'Less salt and seasoning cubes, more flavour from herbs and pepper.',
            },
            {
              icon: 'users',
              title: 'Pregnancy and new mums',
              body: 'Meals for each trimester and for recovery after birth.',
            },
          ]}
        />
      </PageSection>
      <PageSection tone="alt" heading="How it works">
        <Steps
          steps={[
            {
              title: 'Consultation',
              body: 'A dietitian reviews your goals, health history and what you like to eat.',
            },
            {
              title: 'Your plan',
              body: 'A four-week plan with recipes, portions and a shopping list.',
            },
            {
              title: 'Meals, if you want them',
              body: 'Our cooks prepare your plan and deliver it twice a week.',
            },
          ]}
        />
      </PageSection>
      <PageSection heading="Health questions">
        <Faq
          items={[
            {
              question: 'Are your dietitians qualified?',
              answer:
                'Yes. Every dietitian is registered with the Dietitians Association of Nigeria and has at least three years of practice.',
            },
            {
              question: 'Does this replace my doctor?',
              answer:
                'No. We work alongside your doctor and will ask about any medication that affects your diet.',
            },
          ]}
        />
      </PageSection>
      <CtaBand
        heading="Ready to start?"
        body="Leave your details and a dietitian will book your first consultation."
        actions={
          <CtaLink to={pathTo('health-diet')} variant="secondary">
            Book a consultation
          </CtaLink>
        }
      />
    </>
  );
}
