/** The one search box: a labelled search field that searches as the customer types. */
import { useId } from 'react';
import styles from './search-screen.module.css';

export interface SearchBoxProps {
  text: string;
  onChange: (text: string) => void;
  onSubmit: () => void;
}

export function SearchBox({ text, onChange, onSubmit }: SearchBoxProps) {
  const inputId = useId();
  return (
    <form
      role="search"
      className={styles.box}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor={inputId} className={styles.label}>
        Search stores and dishes
      </label>
      <input
        id={inputId}
        type="search"
        className={styles.input}
        value={text}
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        placeholder="Jollof rice, suya, a store…"
        onChange={(event) => onChange(event.target.value)}
      />
    </form>
  );
}
