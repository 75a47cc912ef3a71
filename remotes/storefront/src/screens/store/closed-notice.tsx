/** A closed store says so, and when it opens next, above its menu. */
import styles from './store-notices.module.css';

export function ClosedNotice({ name, opensNext }: { name: string; opensNext: string | null }) {
  return (
    <p className={`${styles.notice} ${styles.warning}`} data-testid="closed-notice">
      <strong>{opensNext ? `Closed now · opens ${opensNext}` : 'Closed now'}</strong>
      <span>
        {opensNext
          ? `You can look through the menu; ${name} takes orders once it opens.`
          : `${name} has not said when it opens again. You can look through the menu.`}
      </span>
    </p>
  );
}
