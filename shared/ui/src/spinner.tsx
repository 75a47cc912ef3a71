/**
 * A loading indicator. On its own it is a polite live region with a label, so screen readers
 * announce the wait; `decorative` hides it when something else (a busy button) already says so.
 */
import styles from './spinner.module.css';

export interface SpinnerProps {
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  decorative?: boolean;
}

export function Spinner({ label = 'Loading', size = 'md', decorative = false }: SpinnerProps) {
  const ring = <span className={`${styles.ring} ${styles[size]}`} aria-hidden="true" />;
  if (decorative) return ring;
  return (
    <span role="status" aria-live="polite" className={styles.wrapper}>
      {ring}
      <span className={styles.label}>{label}</span>
    </span>
  );
}
