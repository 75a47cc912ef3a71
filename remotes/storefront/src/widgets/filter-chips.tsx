/**
 * A row of single-choice filters ("All", then one chip per option). Each chip is a toggle
 * button, so screen readers announce which filter is on.
 */
import styles from './filter-chips.module.css';

export interface ChipOption {
  id: number;
  name: string;
}

export interface FilterChipsProps {
  label: string;
  options: ChipOption[];
  selected: number | null;
  onSelect: (id: number | null) => void;
}

export function FilterChips({ label, options, selected, onSelect }: FilterChipsProps) {
  const chip = (id: number | null, name: string) => (
    <button
      key={id ?? 'all'}
      type="button"
      className={styles.chip}
      aria-pressed={selected === id}
      onClick={() => onSelect(id)}
    >
      {name}
    </button>
  );
  return (
    <div role="group" aria-label={label} className={styles.chips}>
      {chip(null, 'All')}
      {options.map((option) => chip(option.id, option.name))}
    </div>
  );
}
