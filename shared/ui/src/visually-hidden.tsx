/** Words for screen readers that the screen does not show ("Unread: "). */
import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.hidden}>{children}</span>;
}
