/** A closed store says so, when it opens next, and that it takes orders ahead, above its menu. */
import styles from './store-notices.module.css';

export function ClosedNotice({ name, opensNext }: { name: string; opensNext: string | null }) {
  return (
    <p className={`${styles.notice} ${styles.warning}`} data-testid="closed-notice">
      <strong>{opensNext ? `Closed now · opens ${opensNext}` : 'Closed now'}</strong>
      <span>
        {opensNext
          ? `Order ahead: add what you like, and choose a delivery time once ${name} is open at checkout.`
          : `${name} has not said when it opens again. You can look through the menu.`}
      </span>
    </p>
  );
}
