/** The marketplace explained: stores, curations, wallet, vouchers and rewards in one place. */
import { pathTo } from '@jara/contracts/site-paths';
import { BRAND } from '@jara/contracts/brand';
import { PageSection } from '@jara/ui/page-section';
import { BagArt } from './components/art/bag-art';
import { CtaBand } from './components/cta-band';
import { CtaLink } from './components/cta-link';
import { Faq } from './components/faq';
import { FeatureGrid } from './components/feature-grid';
import { Hero } from './components/hero';
import { Steps } from './components/steps';

export default function MarketplacePage() {
  return (
    <>
      <Hero
        eyebrow={`${BRAND.name} Marketplace`}
        title="Every store on your street, in one app."
        lead="Restaurants, home cooks, supermarkets, bakeries, pharmacies and small brands from Lekki to Westlands. Keep a cart with each, pay with your wallet and earn rewards as you go."
        art={<BagArt />}
        actions={
          <>
            <CtaLink to={pathTo('stores')}>Start shopping</CtaLink>
            <CtaLink to={pathTo('vendor')} variant="secondary">
              Sell on the marketplace
            </CtaLink>
          </>
        }
      />
      <PageSection heading="Made for the way you shop">
        <FeatureGrid
          features={[
            {
              icon: 'bag',
              title: 'One cart per store',
              body: 'Shop from several stores at once and check each one out when you are ready.',
            },
            {
              icon: 'star',
              title: 'Curated lists',
              body: 'Top-rated vendors, hidden gems and this week’s offers, picked by our team.',
            },
            {
              icon: 'heart',
              title: 'Favourites',
              body: 'Save the stores you love and find them again in one tap.',
            },
            {
              icon: 'wallet',
              title: 'Wallet and vouchers',
              body: 'Top up once, pay in a tap, and stack vouchers on your orders.',
            },
            {
              icon: 'gift',
              title: 'Rewards',
              body: 'Earn points on every order and redeem them for discounts and gift cards.',
            },
            {
              icon: 'users',
              title: 'Pay for me',
              body: 'Send a payment link and let someone else settle the bill.',
            },
          ]}
        />
      </PageSection>
      <PageSection tone="alt" heading="Shopping in three steps">
        <Steps
          steps={[
            {
              title: 'Set your address',
              body: 'We show only stores that deliver to you, with their delivery times.',
            },
            {
              title: 'Fill your carts',
              body: 'Add items, choose extras and apply a voucher at checkout.',
            },
            {
              title: 'Track and rate',
              body: 'Follow each order live, then rate it or order it again in one tap.',
            },
          ]}
        />
      </PageSection>
      <PageSection heading="Marketplace questions">
        <Faq
          items={[
            {
              question: 'Why do I see different stores from my friend?',
              answer:
                'Stores deliver within their own zones, so what you see depends on your delivery address.',
            },
            {
              question: 'How do vouchers work?',
              answer:
                'Exclusive vouchers appear in your account. Apply one at checkout and the discount is shown before you pay.',
            },
            {
              question: 'How do I get help with an order?',
              answer:
                'Open the order and tap help, or reach us through the contact page in the marketplace.',
            },
          ]}
        />
      </PageSection>
      <CtaBand
        heading="More than shopping"
        body="Book laundry, cleaning and other services from the same account."
        actions={
          <CtaLink to={pathTo('marketplace-services')} variant="secondary">
            See marketplace services
          </CtaLink>
        }
      />
    </>
  );
}
