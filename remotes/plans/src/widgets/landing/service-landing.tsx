/**
 * A service's landing page (/laundry, /cleaning and their /ke twins): what it includes, how it
 * works, prices from the plans API, where it runs and the questions people ask. Nothing reads the
 * window while rendering and the prices come through the query cache, so the prerender can draw
 * it with the catalogue seeded.
 */
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import type { PlanService } from '@jara/contracts/plans';
import { useParcelProps } from '@jara/parcel/parcel';
import { usePageReady } from '@jara/parcel/use-page-ready';
import { planCatalogueQuery } from '@jara/query/plan-queries';
import { PageSection } from '@jara/ui/page-section';
import { AreaList } from './area-list';
import { HowItWorks } from './how-it-works';
import { IncludedGrid } from './included-grid';
import { COUNTRY_COPY, SERVICE_COPY } from './landing-copy';
import { LandingHero } from './landing-hero';
import { landingQuestions } from './landing-questions';
import { PlanOffers } from './plan-offers';
import { QuestionList } from './question-list';
import { useLandingViewed } from './use-landing-viewed';

export function ServiceLanding({ service }: { service: PlanService }) {
  const { country } = useParcelProps();
  const catalogue = useQuery(planCatalogueQuery(country));
  usePageReady(useLocation().pathname, !catalogue.isPending);
  useLandingViewed(service, country);
  const copy = SERVICE_COPY[service];
  const place = COUNTRY_COPY[country];
  return (
    <>
      <LandingHero service={service} country={country} />
      <PageSection tone="alt" heading="What’s included" intro={copy.includedIntro}>
        <IncludedGrid items={copy.included} />
      </PageSection>
      <PageSection heading="How it works" eyebrow={`${copy.steps.length} steps`}>
        <HowItWorks steps={copy.steps} />
      </PageSection>
      <PageSection tone="alt" heading="Plans and prices" id="prices">
        <PlanOffers service={service} country={country} catalogue={catalogue} />
      </PageSection>
      <PageSection heading="Where we work" intro={`Across ${place.cities}, and growing.`}>
        <AreaList areas={place.areas} />
      </PageSection>
      <PageSection tone="alt" heading="Questions people ask">
        <QuestionList questions={landingQuestions(service, country)} />
      </PageSection>
    </>
  );
}
