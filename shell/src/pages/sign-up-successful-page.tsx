/** Where every lead form lands after it is sent: a thank-you and where to go next. */
import { pathTo, linkTo } from '@jara/contracts/site-paths';
import { BRAND } from '@jara/contracts/brand';
import { PageSection } from '@jara/ui/page-section';
import { CheckArt } from './components/art/check-art';
import { CtaLink } from './components/cta-link';
import { Hero } from './components/hero';
import { ServiceCards } from './components/service-cards';

export default function SignUpSuccessfulPage() {
  return (
    <>
      <Hero
        tone="calm"
        eyebrow="You are on the list"
        title="Thank you! We have your details."
        lead="Look out for an email from us: we will be in touch within one working day, or as soon as your service opens near you."
        art={<CheckArt />}
        actions={
          <>
            <CtaLink to={pathTo('stores')}>Browse the marketplace</CtaLink>
            <CtaLink to={pathTo('home')} variant="secondary">
              Back to home
            </CtaLink>
          </>
        }
      />
      <PageSection heading="While you wait">
        <ServiceCards
          country="NG"
          cards={[
            {
              title: 'Order food',
              body: 'Restaurants and home cooks near you.',
              to: pathTo('food'),
            },
            {
              title: 'Book laundry',
              body: 'Picked up and back in 48 hours.',
              to: linkTo('laundry'),
            },
            {
              title: 'Read the blog',
              body: `Recipes, quizzes and stories from the ${BRAND.name} kitchen.`,
              to: linkTo('blog'),
            },
          ]}
        />
      </PageSection>
    </>
  );
}
