/** A counted option within its bounds: a minus and a plus around the number, both labelled. */
import { useId } from 'react';
import styles from './plan-flow.module.css';

export interface StepperProps {
  label: string;
  value: number;
  min: number;
  max: number;
  /** How far one press moves (items go by 5). */
  step?: number;
  onChange: (value: number) => void;
}

export function Stepper({ label, value, min, max, step = 1, onChange }: StepperProps) {
  const id = useId();
  const set = (next: number) => onChange(Math.min(max, Math.max(min, next)));
  return (
    <div className={styles.stepper} role="group" aria-labelledby={id}>
      <span id={id} className={styles.optionLabel}>
        {label}
      </span>
      <div className={styles.stepperControls}>
        <button
          type="button"
          className={styles.stepperButton}
          aria-label={`Fewer: ${label}`}
          disabled={value <= min}
          onClick={() => set(value - step)}
        >
          −
        </button>
        <output className={styles.stepperValue} aria-live="polite" aria-label={label}>
          {value}
        </output>
        <button
          type="button"
          className={styles.stepperButton}
          aria-label={`More: ${label}`}
          disabled={value >= max}
          onClick={() => set(value + step)}
        >
          +
        </button>
      </div>
    </div>
  );
}
