/**
 * The plans API's answer about the chosen place: where the team comes from (and laundry's pickup
 * fee), or a clear "not yet" with the waiting list. The draft remembers the area it named, which
 * the review step needs.
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PickedPlace } from '@jara/contracts/bus-events';
import type { PlanService } from '@jara/contracts/plans';
import { planDeliveryCheckQuery } from '@jara/query/plan-queries';
import { LoadError } from '@jara/ui/load-error';
import { Price, type CurrencyCode } from '@jara/ui/price';
import { Skeleton, SkeletonGroup } from '@jara/ui/skeleton';
import { usePlanDraft } from '../plan-draft/use-plan-draft';
import { SERVICE_LABELS } from '../plan-summary/option-labels';
import styles from './plan-flow.module.css';
import { WaitingListForm } from './waiting-list-form';

export interface DeliveryCheckProps {
  service: PlanService;
  place: PickedPlace;
  total: number;
  currency: CurrencyCode;
}

export function DeliveryCheck({ service, place, total, currency }: DeliveryCheckProps) {
  const { update, country } = usePlanDraft(service);
  const check = useQuery(planDeliveryCheckQuery(country, service, place, total));
  const servedBy = check.data?.can_deliver
    ? (check.data.details.closest_location?.name ?? '')
    : null;

  useEffect(() => {
    if (check.data) update({ servedBy });
  }, [check.data, servedBy, update]);

  if (check.isError) {
    return (
      <LoadError message="We could not check this address." onRetry={() => void check.refetch()} />
    );
  }
  if (!check.data) {
    return (
      <SkeletonGroup label="Checking the address">
        <Skeleton width="16rem" height="1.25rem" />
      </SkeletonGroup>
    );
  }
  if (servedBy === null) {
    return (
      <div className={styles.notice}>
        <p role="status">
          We do not offer {SERVICE_LABELS[service].toLowerCase()} at {place.address} yet.
        </p>
        <WaitingListForm service={service} address={place.address} />
      </div>
    );
  }
  return (
    <div className={styles.served} role="status">
      <p>We come to {servedBy || place.address}.</p>
      {service === 'laundry' ? (
        <p>
          Pickup and delivery:{' '}
          {check.data.delivery_fee === 0 ? (
            'free'
          ) : (
            <Price amount={check.data.delivery_fee} currency={currency} />
          )}
        </p>
      ) : null}
    </div>
  );
}
