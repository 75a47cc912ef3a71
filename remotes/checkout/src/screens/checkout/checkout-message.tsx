/** A full-width message in place of the checkout: a heading, a sentence and what to do next. */
import type { ReactNode } from 'react';
import styles from './checkout.module.css';

export interface CheckoutMessageProps {
  heading: string;
  children: ReactNode;
  actions?: ReactNode;
  alert?: boolean;
}

export function CheckoutMessage({
  heading,
  children,
  actions,
  alert = false,
}: CheckoutMessageProps) {
  return (
    <section className={styles.message} role={alert ? 'alert' : undefined}>
      <h2 className={styles.messageHeading}>{heading}</h2>
      <div className={styles.messageText}>{children}</div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
