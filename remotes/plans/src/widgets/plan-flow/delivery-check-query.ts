/** Whether the plans API serves a place, for this service and total (the fee depends on both). */
import { queryOptions } from '@tanstack/react-query';
import type { CountryCode } from '@jara/contracts/constants';
import type { PickedPlace } from '@jara/contracts/bus-events';
import type { PlanService } from '@jara/contracts/plans';
import { planKeys } from '@jara/query/plan-queries';

export function deliveryCheckQuery(
  country: CountryCode,
  service: PlanService,
  place: Pick<PickedPlace, 'latitude' | 'longitude'>,
  total: number,
) {
  const { latitude, longitude } = place;
  return queryOptions({
    queryKey: [...planKeys.all, country, 'delivery', service, latitude, longitude, total] as const,
    queryFn: async ({ signal }) =>
      (await import('@jara/api/plans')).checkPlanDeliveryLocation(
        { latitude, longitude, is_laundry: service === 'laundry' ? 1 : 0, total_price: total },
        { signal },
      ),
    staleTime: 10 * 60_000,
  });
}
