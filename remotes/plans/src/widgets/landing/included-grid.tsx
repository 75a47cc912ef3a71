/** What the service includes: short titled facts, each with a tick, two or four across. */
import type { Included } from './landing-copy';
import styles from './included-grid.module.css';

export function IncludedGrid({ items }: { items: Included[] }) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.title} className={styles.item}>
          <svg
            className={styles.tick}
            viewBox="0 0 20 20"
            width="28"
            height="28"
            aria-hidden="true"
            focusable="false"
          >
            <path d="m5 10.5 3.2 3L15 6.5" />
          </svg>
          <h3 className={styles.title}>{item.title}</h3>
          <p className={styles.body}>{item.body}</p>
        </li>
      ))}
    </ul>
  );
}
