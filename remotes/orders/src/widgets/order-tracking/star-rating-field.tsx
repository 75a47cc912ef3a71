/**
 * Five stars as a native radio group: Tab reaches it once, the arrow keys choose, and each
 * choice is read as "1 star" … "5 stars". The stars up to the chosen one light up.
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './star-rating-field.module.css';

export interface StarRatingFieldProps {
  legend: string;
  registered: UseFormRegisterReturn;
  /** The chosen value as the form holds it ("" before a choice). */
  value: string;
  error?: string;
}

const STARS = [1, 2, 3, 4, 5];

export function StarRatingField({ legend, registered, value, error }: StarRatingFieldProps) {
  const chosen = Number(value) || 0;
  const errorId = `${registered.name}-error`;
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.stars}>
        {STARS.map((star) => (
          <label key={star} className={styles.star} data-lit={star <= chosen || undefined}>
            <input
              {...registered}
              type="radio"
              value={String(star)}
              aria-label={star === 1 ? '1 star' : `${star} stars`}
              className={styles.input}
            />
            <span aria-hidden="true">★</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
