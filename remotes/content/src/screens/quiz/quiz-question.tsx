/** One question: its options as a radio group, with Back and Next (Next waits for an answer). */
import type { Ref } from 'react';
import type { QuizQuestion as Question } from '@jara/contracts/content';
import { Button } from '@jara/ui/button';
import styles from './quiz-screen.module.css';

interface Props {
  /** Focused when the step appears, so a screen reader starts reading there. */
  headingRef: Ref<HTMLHeadingElement>;
  question: Question;
  number: number;
  total: number;
  chosen: string | undefined;
  onChoose: (optionId: string) => void;
  onBack: () => void;
  onNext: () => void;
}

export function QuizQuestion({
  question,
  number,
  total,
  chosen,
  onChoose,
  onBack,
  onNext,
  headingRef,
}: Props) {
  const label = `Question ${number} of ${total}`;
  return (
    <form
      className={styles.step}
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) onNext();
      }}
    >
      <p className={styles.progressLabel}>{label}</p>
      <progress className={styles.progress} max={total} value={number} aria-label={label} />
      <fieldset className={styles.fieldset}>
        <legend>
          <h2 ref={headingRef} tabIndex={-1} className={styles.question}>
            {question.text}
          </h2>
        </legend>
        {question.options.map((option) => (
          <label key={option.id} className={styles.option}>
            <input
              type="radio"
              name={question.id}
              value={option.id}
              checked={chosen === option.id}
              onChange={() => onChoose(option.id)}
            />
            <span>{option.text}</span>
          </label>
        ))}
      </fieldset>
      <div className={styles.actions}>
        <Button type="button" variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button type="submit" disabled={!chosen}>
          {number === total ? 'See my result' : 'Next'}
        </Button>
      </div>
    </form>
  );
}
