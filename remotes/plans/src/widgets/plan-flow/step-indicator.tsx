/** "Step 2 of 3: Where", with the steps drawn as a bar of three. */
import { PLAN_STEPS, type PlanStep } from '../service-page/plan-steps';
import { STEP_LABELS, stepNumber } from './flow-steps';
import styles from './plan-flow.module.css';

export function StepIndicator({ step }: { step: PlanStep }) {
  const current = stepNumber(step);
  return (
    <div className={styles.indicator}>
      <p className={styles.indicatorText}>
        Step {current} of {PLAN_STEPS.length}: {STEP_LABELS[step]}
      </p>
      <ol className={styles.bar} aria-hidden="true">
        {PLAN_STEPS.map((each) => (
          <li key={each} className={stepNumber(each) <= current ? styles.done : undefined} />
        ))}
      </ol>
    </div>
  );
}
