/** Gifting (/gifting and /ke/gifting): hampers, cakes and services sent with a note. */
import { pathTo } from '@jara/contracts/site-paths';
import { BRAND } from '@jara/contracts/brand';
import { PageSection } from '@jara/ui/page-section';
import { GiftArt } from './components/art/gift-art';
import { CtaBand } from './components/cta-band';
import { CtaLink } from './components/cta-link';
import { Faq } from './components/faq';
import { Hero } from './components/hero';
import { PricingCards } from './components/pricing-cards';
import { Steps } from './components/steps';
import { GIFTING_COPY } from './gifting-copy';
import { useSiteCountry } from './use-site-country';

export default function GiftingPage() {
  const country = useSiteCountry();
  const copy = GIFTING_COPY[country];
  const giftPath = pathTo('gifting-gift', { country });
  return (
    <>
      <Hero
        eyebrow="Gifting"
        title={copy.title}
        lead={copy.lead}
        note={copy.note}
        art={<GiftArt />}
        actions={
          <>
            <CtaLink to={giftPath}>Send a gift</CtaLink>
            <CtaLink to={pathTo('stores')} variant="secondary">
              Shop gifts in the marketplace
            </CtaLink>
          </>
        }
      />
      <PageSection heading="Popular gifts" intro="Every gift comes wrapped, with your note.">
        <PricingCards plans={copy.gifts(giftPath)} country={country} />
      </PageSection>
      <PageSection tone="alt" heading="How gifting works">
        <Steps
          steps={[
            {
              title: 'Choose a gift',
              body: 'Pick a hamper or tell us the budget and who it is for.',
            },
            { title: 'Write your note', body: 'We handwrite it on a card and wrap the gift.' },
            {
              title: 'We deliver it',
              body: 'On the day you choose, with a photo sent to you on arrival.',
            },
          ]}
        />
      </PageSection>
      <PageSection heading="Gifting questions">
        <Faq items={copy.faq} />
      </PageSection>
      <CtaBand
        heading="Gifts for a whole team?"
        body={`Send the same gift to every client or employee in one order with ${BRAND.name} for Business.`}
        actions={
          <CtaLink to={pathTo('business')} variant="secondary">
            Corporate gifting
          </CtaLink>
        }
      />
    </>
  );
}
