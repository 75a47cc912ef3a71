/** The one search box: a labelled search field that searches as the customer types. */
import { useId } from 'react';
import field from '../../widgets/search-field.module.css';
import { LONGEST_SEARCH } from './use-search-text';

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
      className={field.box}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor={inputId} className={field.label}>
        Search stores and dishes
      </label>
      <input
        id={inputId}
        type="search"
        className={field.input}
        value={text}
        maxLength={LONGEST_SEARCH}
        autoComplete="off"
        enterKeyHint="search"
        placeholder="Jollof rice, suya, a store…"
        onChange={(event) => onChange(event.target.value)}
      />
    </form>
  );
}
