/** About us (/about-us and /ke/about-us): why the company exists, where it works, what it values. */
import { pathTo } from '@jara/contracts/site-paths';
import { BRAND } from '@jara/contracts/brand';
import { PageSection } from '@jara/ui/page-section';
import { ABOUT_COPY } from './about-us-copy';
import { MapArt } from './components/art/map-art';
import { CtaBand } from './components/cta-band';
import { CtaLink } from './components/cta-link';
import { FeatureGrid } from './components/feature-grid';
import { Hero } from './components/hero';
import { Stats } from './components/stats';
import { TagList } from './components/tag-list';
import { useSiteCountry } from './use-site-country';

export default function AboutUsPage() {
  const country = useSiteCountry();
  const copy = ABOUT_COPY[country];
  return (
    <>
      <Hero
        tone="calm"
        eyebrow={`About ${BRAND.name}`}
        title="We take the chores off your list, so the week feels lighter."
        lead={copy.lead}
        art={<MapArt />}
        actions={
          <>
            <CtaLink to={pathTo('stores')}>Try the marketplace</CtaLink>
            <CtaLink to={pathTo('blog', { country })} variant="secondary">
              Read our blog
            </CtaLink>
          </>
        }
      />
      <PageSection heading="Our story" intro={copy.story} />
      <PageSection tone="alt" heading={`${BRAND.name} in numbers`}>
        <Stats stats={copy.stats} />
      </PageSection>
      <PageSection heading="What we care about">
        <FeatureGrid
          features={[
            {
              icon: 'heart',
              title: 'Local first',
              body: 'We work with the bukas, cooks, cleaners and shops that already serve your neighbourhood.',
            },
            {
              icon: 'wallet',
              title: 'Fair pay',
              body: 'Vendors, riders and cleaners see what they earn before they accept a job.',
            },
            {
              icon: 'shield',
              title: 'Safety',
              body: 'Everyone who enters your home is ID-checked, trained and rated.',
            },
            {
              icon: 'chat',
              title: 'Straight answers',
              body: 'Real people answer support, and fees are shown before you pay.',
            },
          ]}
        />
      </PageSection>
      <PageSection tone="alt" heading={copy.citiesHeading}>
        <TagList items={copy.cities} label={copy.citiesHeading} />
      </PageSection>
      <CtaBand
        heading="Work with us"
        body="Sell on the marketplace, bring perks to your company or earn as an affiliate."
        actions={
          <>
            <CtaLink to={pathTo('vendor')} variant="secondary">
              Become a vendor
            </CtaLink>
            <CtaLink to={pathTo('affiliate-program')} variant="inverse">
              Affiliate program
            </CtaLink>
          </>
        }
      />
    </>
  );
}
