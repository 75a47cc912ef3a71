/** One state of the pay-for-me page: its heading (the page's h1), what it says, what to do next. */
import type { ReactNode } from 'react';
import styles from './pay-for-me.module.css';

export interface PayForMePanelProps {
  heading: string;
  children?: ReactNode;
  actions?: ReactNode;
  /** A problem the reader must hear at once (a refused payment, a failed load). */
  alert?: boolean;
}

export function PayForMePanel({ heading, children, actions, alert = false }: PayForMePanelProps) {
  return (
    <section className={styles.panel} role={alert ? 'alert' : undefined}>
      <h1 className={styles.heading}>{heading}</h1>
      {children ? <div className={styles.text}>{children}</div> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
