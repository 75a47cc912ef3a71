/**
 * Query keys and fetchers of the cleaning and laundry plan flow, on the plans API base. The API
 * module is imported when a call runs (see marketplace-queries.ts).
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PlanOrderBody } from '@jara/contracts/api-calls';
import type { CountryCode } from '@jara/contracts/constants';
import type { PlanService } from '@jara/contracts/plans';
import { PERSONAL } from './personal-queries';

interface PlacePoint {
  latitude: number;
  longitude: number;
}

export const planKeys = {
  all: ['plans'] as const,
  catalogue: (country: CountryCode) => [...planKeys.all, country, 'catalogue'] as const,
  amount: (country: CountryCode, order: PlanOrderBody) =>
    [...planKeys.all, country, 'amount', order] as const,
  delivery: (country: CountryCode, service: PlanService, place: PlacePoint, total: number) =>
    [
      ...planKeys.all,
      country,
      'delivery',
      service,
      place.latitude,
      place.longitude,
      total,
    ] as const,
  payment: (customerId: number, reference: string) =>
    [...planKeys.all, 'customer', customerId, 'payment', reference] as const,
  subscriptions: (customerId: number) =>
    [...planKeys.all, 'customer', customerId, 'subscriptions'] as const,
};

const plansApi = () => import('@jara/api/plans');

export function planCatalogueQuery(country: CountryCode) {
  return queryOptions({
    queryKey: planKeys.catalogue(country),
    queryFn: async ({ signal }) => (await plansApi()).getPlanCatalogue({ signal }),
    staleTime: 60 * 60_000,
  });
}

/**
 * The price of one set of options. Each set is its own key, so an older answer can never show
 * for newer options (the latest choice wins); the last price stays on screen while the next loads.
 */
export function planAmountQuery(country: CountryCode, order: PlanOrderBody) {
  return queryOptions({
    queryKey: planKeys.amount(country, order),
    queryFn: async ({ signal }) => (await plansApi()).generatePlanAmount(order, { signal }),
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
    retry: 1,
  });
}

/** Whether the plans API serves a place, for this service and total (the fee depends on both). */
export function planDeliveryCheckQuery(
  country: CountryCode,
  service: PlanService,
  place: PlacePoint,
  total: number,
) {
  return queryOptions({
    meta: PERSONAL,
    queryKey: planKeys.delivery(country, service, place, total),
    queryFn: async ({ signal }) =>
      (await plansApi()).checkPlanDeliveryLocation(
        {
          latitude: place.latitude,
          longitude: place.longitude,
          is_laundry: service === 'laundry' ? 1 : 0,
          total_price: total,
        },
        { signal },
      ),
    staleTime: 10 * 60_000,
  });
}

/** The server's check of a payment: asked again until the provider has settled it. */
export function planPaymentQuery(customerId: number, reference: string) {
  return queryOptions({
    meta: PERSONAL,
    queryKey: planKeys.payment(customerId, reference),
    queryFn: async ({ signal }) =>
      (await plansApi()).verifyPlanPayment(customerId, reference, { signal }),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 2_000 : false),
    retry: false,
  });
}

export function planSubscriptionsQuery(customerId: number) {
  return queryOptions({
    meta: PERSONAL,
    queryKey: planKeys.subscriptions(customerId),
    queryFn: async ({ signal }) => (await plansApi()).getPlanSubscriptions(customerId, { signal }),
  });
}
