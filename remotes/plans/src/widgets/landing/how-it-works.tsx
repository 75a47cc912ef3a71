/** "How it works": the flow's steps as a numbered list, side by side on wide screens. */
import type { HowStep } from './landing-copy';
import styles from './how-it-works.module.css';

export function HowItWorks({ steps }: { steps: HowStep[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <h3 className={styles.title}>{step.title}</h3>
          <p className={styles.body}>{step.body}</p>
        </li>
      ))}
    </ol>
  );
}
