/** The box that searches this store's menu; "Clear" (or Escape) brings the whole menu back. */
import { useId } from 'react';
import styles from './menu-search.module.css';

export interface MenuSearchProps {
  value: string;
  onChange: (value: string) => void;
}

export function MenuSearch({ value, onChange }: MenuSearchProps) {
  const id = useId();
  return (
    <div role="search" className={styles.search}>
      <label htmlFor={id} className={styles.label}>
        Search this menu
      </label>
      <div className={styles.row}>
        <input
          id={id}
          type="search"
          className={styles.input}
          value={value}
          maxLength={100}
          placeholder="Dish or drink"
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onChange('');
          }}
        />
        {value !== '' ? (
          <button type="button" className={styles.clear} onClick={() => onChange('')}>
            Clear
          </button>
        ) : null}
      </div>
    </div>
  );
}
