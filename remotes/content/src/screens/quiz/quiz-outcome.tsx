/** The end of a quiz: the result, what to try next in the marketplace, share, and retake. */
import type { Ref } from 'react';
import type { Quiz } from '@jara/contracts/content';
import { useParcelProps } from '@jara/parcel/parcel';
import { ShareButton } from '@jara/share/share-button';
import { Button, buttonClassName } from '@jara/ui/button';
import { AppLink } from '@jara/parcel/app-link';
import { quizPath } from '../../widgets/content-paths';
import { useOrigin } from '../../widgets/use-origin';
import { maxScoreOf, quizResult, scoreOf, type QuizAnswers } from './quiz-scoring';
import { recommendationPath } from './recommendation-link';
import styles from './quiz-screen.module.css';

interface Props {
  /** Focused when the step appears, so a screen reader starts reading there. */
  headingRef: Ref<HTMLHeadingElement>;
  quiz: Quiz;
  answers: QuizAnswers;
  onRetake: () => void;
}

export function QuizOutcome({ quiz, answers, onRetake, headingRef }: Props) {
  const { country } = useParcelProps();
  const origin = useOrigin();
  const result = quizResult(quiz, answers);
  return (
    <section className={styles.step} aria-labelledby="quiz-result">
      <p className={styles.progressLabel}>Your result</p>
      <h2 id="quiz-result" ref={headingRef} tabIndex={-1} className={styles.question}>
        {result.title}
      </h2>
      {quiz.scoring === 'score' ? (
        <p className={styles.score}>
          You scored {scoreOf(quiz, answers)} out of {maxScoreOf(quiz)}.
        </p>
      ) : null}
      {/* Sanitised by the content build, like every authored text. */}
      <div className={styles.text} dangerouslySetInnerHTML={{ __html: result.html }} />
      <div className={styles.actions}>
        <AppLink
          to={recommendationPath(result.recommendation, country)}
          className={buttonClassName()}
        >
          {result.recommendation.label}
        </AppLink>
        {origin ? (
          <ShareButton
            heading="Share your result"
            content={{
              url: `${origin}${quizPath(quiz.slug, country)}`,
              title: quiz.title,
              quote: `I got “${result.title}” in the quiz “${quiz.title}”. What do you get?`,
            }}
          />
        ) : null}
        <Button variant="ghost" onClick={onRetake}>
          Retake the quiz
        </Button>
      </div>
    </section>
  );
}
