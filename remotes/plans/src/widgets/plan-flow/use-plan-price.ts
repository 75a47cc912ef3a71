/**
 * The price of the draft's choice and code. The options are debounced so a run of presses on a
 * stepper asks once; each option set is its own query, so the latest choice always wins.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PlanOrderBody } from '@jara/contracts/api-calls';
import type { PlanService } from '@jara/contracts/plans';
import { planAmountQuery } from '@jara/query/plan-queries';
import { usePlanDraft } from '../plan-draft/use-plan-draft';
import { useDebouncedValue } from './use-debounced-value';

export const PRICE_DEBOUNCE_MS = 400;

export function usePlanPrice(service: PlanService) {
  const { draft, country } = usePlanDraft(service);
  const order = useMemo<PlanOrderBody>(
    () => ({
      ...draft.choice,
      ...(draft.discountCode ? { discount_code: draft.discountCode } : {}),
    }),
    [draft.choice, draft.discountCode],
  );
  const settled = useDebouncedValue(order, PRICE_DEBOUNCE_MS);
  const query = useQuery(planAmountQuery(country, settled));
  // A price for older options (kept on screen while the next loads) is not the price yet.
  const current = settled === order && !query.isPlaceholderData;
  return { ...query, current };
}
