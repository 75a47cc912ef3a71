/** Become a vendor: why sell on the marketplace, what it costs, and the application form. */
import { pathTo } from '@jara/contracts/site-paths';
import { BRAND } from '@jara/contracts/brand';
import { ButtonLink } from '@jara/ui/button';
import { PageSection } from '@jara/ui/page-section';
import { StoreArt } from './components/art/store-art';
import { CtaLink } from './components/cta-link';
import { Faq } from './components/faq';
import { FeatureGrid } from './components/feature-grid';
import { Hero } from './components/hero';
import { LeadForm } from './components/lead-form';
import { LeadPage } from './components/lead-page';
import { Steps } from './components/steps';

const FORM_ID = 'apply';

export default function VendorPage() {
  return (
    <>
      <Hero
        eyebrow={`Sell on the ${BRAND.name} marketplace`}
        title="Your kitchen or shop, open to thousands of new customers."
        lead="Restaurants, home cooks, bakeries, grocers and pharmacies in Lagos, Abuja and Nairobi sell on our marketplace. We bring the customers, the riders and the payments."
        note="No sign-up fee · Payouts every week"
        art={<StoreArt />}
        actions={
          <>
            <ButtonLink href={`#${FORM_ID}`} size="lg">
              Apply to sell
            </ButtonLink>
            <CtaLink to={pathTo('marketplace')} variant="secondary">
              How the marketplace works
            </CtaLink>
          </>
        }
      />
      <PageSection heading="What you get">
        <FeatureGrid
          features={[
            {
              icon: 'users',
              title: 'New customers nearby',
              body: 'Your store appears to customers in your delivery zone, in search and in curated lists.',
            },
            {
              icon: 'bike',
              title: 'Delivery handled',
              body: 'Our riders collect and deliver. You focus on the food and the products.',
            },
            {
              icon: 'wallet',
              title: 'Weekly payouts',
              body: 'Sales land in your bank account every Tuesday, with a clear statement.',
            },
            {
              icon: 'chat',
              title: 'A partner manager',
              body: 'A real person helps with your menu, photos and promotions.',
            },
          ]}
        />
      </PageSection>
      <PageSection tone="alt" heading="How to start">
        <Steps
          steps={[
            { title: 'Apply', body: 'Send the form below. It takes two minutes.' },
            {
              title: 'Meet us',
              body: 'We visit your kitchen or shop, photograph your menu and set up your store.',
            },
            {
              title: 'Go live',
              body: 'Switch your store on and start taking orders, usually within a week.',
            },
          ]}
        />
      </PageSection>
      <PageSection heading="Vendor questions">
        <Faq
          items={[
            {
              question: 'How much does it cost?',
              answer:
                'Nothing to join. We take a commission on each order, agreed before you go live. Payment processing is included.',
            },
            {
              question: 'Do I need a registered business?',
              answer:
                'Restaurants and shops need a business registration. Home cooks can start with a valid ID and a kitchen visit, and we help you register as you grow.',
            },
            {
              question: 'Can I use my own riders?',
              answer:
                'Yes. Some vendors deliver themselves in their own zone; we still handle payments and tracking.',
            },
          ]}
        />
      </PageSection>
      <div id={FORM_ID}>
        <LeadPage
          eyebrow="Apply"
          title="Apply to sell"
          headingLevel={2}
          intro="Tell us who you are and the best email to reach you. A partner manager replies within two working days."
          points={['No sign-up fee', 'Set up in about a week', 'Cancel any time']}
          formTitle="Vendor application"
          form={
            <LeadForm
              service="vendor"
              submitLabel="Send my application"
              nameLabel="Your name or business name"
              emailLabel="Business email"
            />
          }
          aside={
            <CtaLink to={pathTo('stores')} variant="ghost" size="md">
              See stores already selling
            </CtaLink>
          }
        />
      </div>
    </>
  );
}
