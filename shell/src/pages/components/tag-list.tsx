/** A wrap of short labels (areas, categories) read as one list. */
import styles from './tag-list.module.css';

export function TagList({ items, label }: { items: string[]; label: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={item} className={styles.tag}>
          {item}
        </li>
      ))}
    </ul>
  );
}
