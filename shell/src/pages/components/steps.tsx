/** "How it works": an ordered list of numbered steps, side by side on wide screens. */
import type { ReactNode } from 'react';
import styles from './steps.module.css';

export interface Step {
  title: string;
  body: ReactNode;
}

export function Steps({ steps }: { steps: Step[] }) {
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
