/**
 * The plan flow's steps: choose, where, review and pay. The step comes from the URL; one that the
 * draft cannot reach yet sends the customer back (replacing history) to the first it can.
 */
import { useEffect, useRef } from 'react';
import type { PlanService } from '@jara/contracts/plans';
import { useParcelProps } from '@jara/parcel/parcel';
import { usePlanDraft } from '../plan-draft/use-plan-draft';
import { SERVICE_LABELS } from '../plan-summary/option-labels';
import type { PlanStep } from '../service-page/plan-steps';
import { ChooseStep } from './choose-step';
import { reachableStep, stepPath } from './flow-steps';
import styles from './plan-flow.module.css';
import { PricePanel } from './price-panel';
import { ReviewStep } from './review-step';
import { StepIndicator } from './step-indicator';
import { useStepShown } from './use-step-shown';
import { WhereStep } from './where-step';

const HEADINGS: Record<PlanStep, (service: PlanService) => string> = {
  choose: (service) => `Choose your ${SERVICE_LABELS[service].toLowerCase()}`,
  where: () => 'Where should we come?',
  review: () => 'Review and pay',
};

export function PlanFlow({ service, step }: { service: PlanService; step: PlanStep }) {
  const { navigate } = useParcelProps();
  const { draft, country } = usePlanDraft(service);
  const reachable = reachableStep(step, draft);
  const showing = reachable === step;
  const heading = useRef<HTMLHeadingElement>(null);
  const linkOf = (to: PlanStep) => stepPath(service, country, to);
  useStepShown({ service, step, kind: draft.choice.kind, country, showing }, heading);

  useEffect(() => {
    if (!showing) navigate(stepPath(service, country, reachable), { replace: true });
  }, [showing, reachable, service, country, navigate]);

  if (!showing) return null;
  const goTo = (to: PlanStep) => () => navigate(linkOf(to));
  return (
    <div className={styles.flow}>
      <div className={styles.main}>
        <StepIndicator step={step} />
        <h1 ref={heading} tabIndex={-1} className={styles.heading}>
          {HEADINGS[step](service)}
        </h1>
        {step === 'choose' ? <ChooseStep choice={draft.choice} onContinue={goTo('where')} /> : null}
        {step === 'where' ? <WhereStep service={service} onContinue={goTo('review')} /> : null}
        {step === 'review' ? <ReviewStep service={service} linkOf={linkOf} /> : null}
      </div>
      <aside className={styles.aside} aria-label="Price">
        <PricePanel service={service} />
      </aside>
    </div>
  );
}
