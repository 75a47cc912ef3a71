/** One option out of a few, as a labelled radio group that looks like a segmented control. */
import { useId } from 'react';
import styles from './plan-flow.module.css';

export interface OptionRadiosProps<T extends string | number> {
  legend: string;
  options: readonly T[];
  labelOf: (option: T) => string;
  value: T;
  onChange: (value: T) => void;
}

export function OptionRadios<T extends string | number>({
  legend,
  options,
  labelOf,
  value,
  onChange,
}: OptionRadiosProps<T>) {
  const name = useId();
  return (
    <fieldset className={styles.options}>
      <legend className={styles.optionLabel}>{legend}</legend>
      <div className={styles.segments}>
        {options.map((option) => (
          <label key={option} className={styles.segment}>
            <input
              type="radio"
              name={name}
              checked={option === value}
              onChange={() => onChange(option)}
            />
            <span>{labelOf(option)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
