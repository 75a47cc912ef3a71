/**
 * A quiz from its intro to its result, one step at a time. Moving to a step focuses its heading,
 * so keyboard and screen reader users land on the new question.
 */
import { useEffect, useRef } from 'react';
import type { Quiz } from '@jara/contracts/content';
import { Button } from '@jara/ui/button';
import { QuizOutcome } from './quiz-outcome';
import { START } from './quiz-progress';
import { QuizQuestion } from './quiz-question';
import { useQuizProgress } from './use-quiz-progress';
import styles from './quiz-screen.module.css';

export function QuizRunner({ quiz, path }: { quiz: Quiz; path: string }) {
  const [progress, setProgress] = useQuizProgress(path, quiz);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [progress.step]);

  const goTo = (step: number) => {
    moved.current = true;
    setProgress({ ...progress, step });
  };
  const total = quiz.questions.length;
  const question = quiz.questions[progress.step - 1];

  if (progress.step === 0) {
    return (
      <div className={styles.step}>
        {/* Sanitised by the content build, like every authored text. */}
        <div className={styles.text} dangerouslySetInnerHTML={{ __html: quiz.introHtml }} />
        <p className={styles.progressLabel}>{total} questions</p>
        <div className={styles.actions}>
          <Button onClick={() => goTo(1)}>Start the quiz</Button>
        </div>
      </div>
    );
  }
  if (!question) {
    return (
      <QuizOutcome
        quiz={quiz}
        answers={progress.answers}
        headingRef={headingRef}
        onRetake={() => {
          moved.current = true;
          setProgress(START);
        }}
      />
    );
  }
  return (
    <QuizQuestion
      key={question.id}
      question={question}
      number={progress.step}
      total={total}
      chosen={progress.answers[question.id]}
      headingRef={headingRef}
      onChoose={(optionId) =>
        setProgress({ ...progress, answers: { ...progress.answers, [question.id]: optionId } })
      }
      onBack={() => goTo(progress.step - 1)}
      onNext={() => goTo(progress.step + 1)}
    />
  );
}
