/** A list of short facts, each with a tick. */
import styles from './check-list.module.css';

export function CheckList({ items }: { items: string[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item} className={styles.item}>
          <svg className={styles.tick} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="m5 10.5 3.2 3L15 6.5" />
          </svg>
          {item}
        </li>
      ))}
    </ul>
  );
}
