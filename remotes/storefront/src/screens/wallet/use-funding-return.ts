/**
 * Back from the provider's page with `?reference=`: the server's check of the top-up, never the
 * `status` the address carries. A pending one is checked again a few times; a settled one
 * refreshes the wallet once and leaves the address, so a reload does not announce it twice.
 */
import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { paymentsKeys, paymentVerificationQuery } from '@jara/query/payments-queries';
import { walletKeys } from '@jara/query/wallet-queries';

export const PENDING_RECHECK_MS = 2_000;
/** How many answers a pending top-up gets before the customer is offered to check again. */
export const PENDING_CHECKS = 5;

const RETURN_PARAMS = ['reference', 'status'];

export function useFundingReturn() {
  const [search, setSearch] = useSearchParams();
  // Held beyond the address: the result stays on screen once the reference has left it.
  const [reference] = useState(() => search.get('reference')?.trim() || null);
  const settled = useRef(false);
  const queryClient = useQueryClient();
  const verification = useQuery({
    ...paymentVerificationQuery(reference ?? ''),
    enabled: reference !== null,
    // Each answer counts towards the checks, even one that says "pending" again.
    notifyOnChangeProps: ['data', 'error', 'status', 'fetchStatus', 'dataUpdatedAt'],
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && query.state.dataUpdateCount < PENDING_CHECKS
        ? PENDING_RECHECK_MS
        : false,
  });
  const result = verification.data;
  const checks =
    queryClient.getQueryState(paymentsKeys.verification(reference ?? ''))?.dataUpdateCount ?? 0;
  /** Whether a pending top-up is still checked again by itself. */
  const rechecking = result?.status === 'pending' && checks < PENDING_CHECKS;

  useEffect(() => {
    if (!result || result.status === 'pending' || settled.current) return;
    settled.current = true;
    if (result.status === 'succeeded' && result.purpose === 'wallet_funding') {
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    }
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        RETURN_PARAMS.forEach((name) => next.delete(name));
        return next;
      },
      { replace: true },
    );
  }, [result, queryClient, setSearch]);

  return { reference, verification, rechecking };
}
