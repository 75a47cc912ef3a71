/** The draft of this country's `service`, and a way to change it, for the flow's steps. */
import { useCallback } from 'react';
import type { PlanService } from '@jara/contracts/plans';
import { useParcelProps } from '@jara/parcel/parcel';
import { useStore } from '@jara/state/use-store';
import { draftKey, draftOf, planDraftStore, type PlanDraft } from './plan-draft-store';

export function usePlanDraft(service: PlanService) {
  const { country } = useParcelProps();
  const draft = useStore(planDraftStore, (state) => draftOf(state, country, service));
  const update = useCallback(
    (patch: Partial<PlanDraft>) =>
      planDraftStore.getState().update(draftKey(country, service), service, patch),
    [country, service],
  );
  return { draft, update, country };
}
