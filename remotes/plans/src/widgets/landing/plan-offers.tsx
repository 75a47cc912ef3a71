/**
 * Prices from the plans API: the service's lowest price and its ready-made plans. Choosing one
 * puts its options in the draft and opens the flow's first step with them.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { analytics } from '@jara/bus/analytics';
import type { CountryCode } from '@jara/contracts/constants';
import type { PlanCatalogue, PlanOffer, PlanService } from '@jara/contracts/plans';
import { AppLink } from '@jara/parcel/app-link';
import { useParcelProps } from '@jara/parcel/parcel';
import { LoadError } from '@jara/ui/load-error';
import { Price } from '@jara/ui/price';
import { draftKey, planDraftStore } from '../plan-draft/plan-draft-store';
import { choosePath } from './choose-path';
import { OfferCard } from './offer-card';
import { OffersSkeleton } from './offers-skeleton';
import styles from './plan-offers.module.css';

export interface PlanOffersProps {
  service: PlanService;
  country: CountryCode;
  catalogue: UseQueryResult<PlanCatalogue>;
}

export function PlanOffers({ service, country, catalogue }: PlanOffersProps) {
  const { navigate } = useParcelProps();
  const { data, isError, isFetching, refetch } = catalogue;
  if (!data && isError && !isFetching) {
    return <LoadError message="We could not load the prices." onRetry={() => void refetch()} />;
  }
  if (!data) return <OffersSkeleton />;

  const offers = data.offers.filter((offer) => offer.choice.service === service);
  const choose = (offer: PlanOffer) => {
    planDraftStore.getState().update(draftKey(country, service), service, { choice: offer.choice });
    analytics.track('plan_offer_chosen', { service, country, offer: offer.id });
    navigate(choosePath(service, country));
  };
  return (
    <div className={styles.offers}>
      <p className={styles.from} data-testid="price-from">
        <Price prefix="From" amount={data.price_from[service]} currency={data.currency} />
        <span className={styles.per}>
          {' '}
          for a one-off {service === 'laundry' ? 'pickup' : 'visit'}
        </span>
      </p>
      {offers.length > 0 ? (
        <ul className={styles.cards}>
          {offers.map((offer) => (
            <OfferCard key={offer.id} offer={offer} onChoose={() => choose(offer)} />
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>
          No ready-made plans right now.{' '}
          <AppLink to={choosePath(service, country)}>Build your own {service} plan</AppLink>
        </p>
      )}
    </div>
  );
}
