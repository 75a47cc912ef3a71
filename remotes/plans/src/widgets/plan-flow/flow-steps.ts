/**
 * What each step of the flow needs before it can show, and where it sends the customer: a step
 * whose earlier steps are incomplete is never shown (a shared link or an old tab lands on the
 * first step that still needs an answer).
 */
import { pathTo } from '@jara/contracts/site-paths';
import type { CountryCode } from '@jara/contracts/constants';
import type { PlanService } from '@jara/contracts/plans';
import type { PlanDraft } from '../plan-draft/plan-draft-store';
import { PLAN_STEPS, stepSearch, type PlanStep } from '../service-page/plan-steps';

export const STEP_LABELS: Record<PlanStep, string> = {
  choose: 'Choose',
  where: 'Where',
  review: 'Review and pay',
};

/** Tomorrow in the customer's own calendar, as YYYY-MM-DD: the first day a plan can start. */
export function firstStartDate(now = new Date()): string {
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}`;
}

function whereIsComplete(draft: PlanDraft, now: Date): boolean {
  return (
    draft.place !== null &&
    draft.servedBy !== null &&
    draft.street.trim() !== '' &&
    draft.startDate >= firstStartDate(now)
  );
}

/** The first step the draft has not answered yet, up to `step` itself. */
export function reachableStep(step: PlanStep, draft: PlanDraft, now = new Date()): PlanStep {
  if (step === 'review' && !whereIsComplete(draft, now)) return 'where';
  return step;
}

export const stepNumber = (step: PlanStep): number => PLAN_STEPS.indexOf(step) + 1;

export function stepPath(service: PlanService, country: CountryCode, step: PlanStep): string {
  return pathTo(service, { country }) + stepSearch(step);
}
