/** Stub: the plan flow's steps (issue 12, built by the flow helper). */
import type { PlanService } from '@jara/contracts/plans';
import type { PlanStep } from '../service-page/plan-steps';

export function PlanFlow({ service, step }: { service: PlanService; step: PlanStep }) {
  return (
    <h1>
      {service} {step}
    </h1>
  );
}
