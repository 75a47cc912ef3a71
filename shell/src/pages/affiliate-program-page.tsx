/** The affiliate programme: earn commission for customers and vendors you bring. */
import { BRAND } from '@jara/contracts/brand';
import { formatPrice } from '@jara/ui/price';
import { PageSection } from '@jara/ui/page-section';
import { CoinsArt } from './components/art/coins-art';
import { CtaBand } from './components/cta-band';
import { CtaLink } from './components/cta-link';
import { Faq } from './components/faq';
import { Hero } from './components/hero';
import { PricingCards, type PricingPlan } from './components/pricing-cards';
import { Steps } from './components/steps';
import { signupFor } from './site-paths';

const JOIN = { label: 'Join the programme', to: signupFor('affiliate') };

const REWARDS: PricingPlan[] = [
  {
    name: 'New customer',
    amount: 1000,
    unit: 'per customer',
    summary: 'For each person who places a first order with your link.',
    includes: ['Paid after their first delivered order', 'No limit on referrals'],
    cta: JOIN,
  },
  {
    name: 'New vendor',
    amount: 10000,
    unit: 'per vendor',
    summary: 'For each restaurant, cook or shop that goes live through you.',
    includes: ['Paid when the store completes 20 orders', 'Plus 1% of their sales for 3 months'],
    cta: JOIN,
    featured: true,
  },
  {
    name: 'New business',
    amount: 50000,
    unit: 'per company',
    summary: `For each company that signs up to ${BRAND.name} for Business.`,
    includes: ['Paid after the first monthly invoice', 'Teams of 10 or more'],
    cta: JOIN,
  },
];

export default function AffiliateProgramPage() {
  return (
    <>
      <Hero
        eyebrow="Affiliate program"
        title={`Share ${BRAND.name}. Get paid for every friend who orders.`}
        lead="Food bloggers, campus reps, estate WhatsApp admins and office heroes: share your link and earn cash for the customers, vendors and companies you bring."
        note={`Payouts every month once you pass ${formatPrice(5000, 'NGN')}`}
        art={<CoinsArt />}
        actions={<CtaLink to={JOIN.to}>{JOIN.label}</CtaLink>}
      />
      <PageSection heading="What you earn" intro="Rewards are paid in cash to your bank account.">
        <PricingCards plans={REWARDS} country="NG" />
      </PageSection>
      <PageSection tone="alt" heading="How it works">
        <Steps
          steps={[
            {
              title: 'Join',
              body: 'Sign up and we send your personal link and a starter kit within two days.',
            },
            {
              title: 'Share',
              body: 'Post it on Instagram, TikTok, X, your blog or your estate group.',
            },
            { title: 'Get paid', body: 'Track sign-ups in your dashboard; we pay out monthly.' },
          ]}
        />
      </PageSection>
      <PageSection heading="Affiliate questions">
        <Faq
          items={[
            {
              question: 'Who can join?',
              answer: 'Anyone over 18 with a bank account in Nigeria or Kenya.',
            },
            {
              question: 'Is this the same as referring a friend?',
              answer:
                'No. Customer referrals earn wallet credit; affiliates earn cash at higher rates and get a dashboard.',
            },
            {
              question: 'What is not allowed?',
              answer: `Paid ads on the ${BRAND.name} name, spam, and referring yourself. Rewards earned that way are cancelled.`,
            },
          ]}
        />
      </PageSection>
      <CtaBand
        heading="Ready to earn?"
        body="It takes two minutes to join."
        actions={
          <CtaLink to={JOIN.to} variant="secondary">
            {JOIN.label}
          </CtaLink>
        }
      />
    </>
  );
}
