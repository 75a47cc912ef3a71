/** Whether a vendor takes orders right now. */
import styles from './vendor-badges.module.css';

export function OpenBadge({ open }: { open: boolean }) {
  return (
    <span className={`${styles.badge} ${open ? styles.open : styles.closed}`}>
      {open ? 'Open' : 'Closed'}
    </span>
  );
}
