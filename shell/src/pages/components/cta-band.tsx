/** The closing call to action of a page: one sentence of why, and where to go next. */
import type { ReactNode } from 'react';
import styles from './cta-band.module.css';

export interface CtaBandProps {
  heading: string;
  body: ReactNode;
  actions: ReactNode;
}

export function CtaBand({ heading, body, actions }: CtaBandProps) {
  return (
    <section className={styles.band} aria-label={heading}>
      <div className={styles.inner}>
        <div>
          <h2 className={styles.heading}>{heading}</h2>
          <p className={styles.body}>{body}</p>
        </div>
        <div className={styles.actions}>{actions}</div>
      </div>
    </section>
  );
}
