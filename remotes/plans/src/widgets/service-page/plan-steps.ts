/**
 * The plan flow's steps after the landing page. The step is the `step` search parameter of the
 * service's own path (`?step=where`), so the back button and a reload land on it.
 */
export const PLAN_STEPS = ['choose', 'where', 'review'] as const;
export type PlanStep = (typeof PLAN_STEPS)[number];

export const STEP_PARAM = 'step';

/** The step a search string asks for; null (the landing page) for none or an unknown one. */
export function stepOf(search: string): PlanStep | null {
  const asked = new URLSearchParams(search).get(STEP_PARAM);
  return PLAN_STEPS.find((step) => step === asked) ?? null;
}

/** The search string that opens `step`, to append to the service's path. */
export const stepSearch = (step: PlanStep): string => `?${STEP_PARAM}=${step}`;
