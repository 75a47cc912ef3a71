/**
 * The ready-made plans from the catalogue, grouped by service, each card beside the next; the
 * cards are the landing's, so an offer reads the same wherever it is shown.
 */
import { useQuery } from '@tanstack/react-query';
import { analytics } from '@jara/bus/analytics';
import type { CountryCode } from '@jara/contracts/constants';
import { PLAN_SERVICES } from '@jara/contracts/plan-schema';
import type { PlanOffer } from '@jara/contracts/plans';
import { useParcelProps } from '@jara/parcel/parcel';
import { planCatalogueQuery } from '@jara/query/plan-queries';
import { LoadError } from '@jara/ui/load-error';
import { Skeleton, SkeletonGroup } from '@jara/ui/skeleton';
import { SERVICE_LABELS } from '../../widgets/plan-summary/option-labels';
import { choosePath } from '../../widgets/landing/choose-path';
import { OfferCard } from '../../widgets/landing/offer-card';
import { draftKey, planDraftStore } from '../../widgets/plan-draft/plan-draft-store';
import styles from './subscription.module.css';

export function PlanOffers({ country }: { country: CountryCode }) {
  const { navigate } = useParcelProps();
  const catalogue = useQuery(planCatalogueQuery(country));
  const choose = ({ id, choice }: PlanOffer) => {
    planDraftStore.getState().update(draftKey(country, choice.service), choice.service, { choice });
    analytics.track('plan_offer_chosen', {
      service: choice.service,
      country,
      offer: id,
      from: 'subscription',
    });
    navigate(choosePath(choice.service, country));
  };

  if (catalogue.isPending) {
    return (
      <SkeletonGroup label="Loading the plans" className={styles.cards}>
        {[1, 2, 3, 4].map((bone) => (
          <Skeleton key={bone} height="20rem" shape="block" />
        ))}
      </SkeletonGroup>
    );
  }
  if (catalogue.isError) {
    return (
      <LoadError message="We could not load the plans." onRetry={() => void catalogue.refetch()} />
    );
  }
  return (
    <div className={styles.offerGroups}>
      {PLAN_SERVICES.map((service) => {
        const offers = catalogue.data.offers.filter((offer) => offer.choice.service === service);
        if (offers.length === 0) return null;
        return (
          <section key={service} className={styles.group} aria-labelledby={`offers-${service}`}>
            <h2 id={`offers-${service}`} className={styles.groupTitle}>
              {SERVICE_LABELS[service]} plans
            </h2>
            <ul className={styles.cards}>
              {offers.map((offer) => (
                <OfferCard key={offer.id} offer={offer} onChoose={() => choose(offer)} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
