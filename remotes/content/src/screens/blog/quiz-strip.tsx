/** The country's quizzes, as a strip under the posts. */
import type { CountryCode } from '@jara/contracts/constants';
import type { QuizSummary } from '@jara/contracts/content';
import { PageSection } from '@jara/ui/page-section';
import { AppLink } from '@jara/parcel/app-link';
import { ContentImage } from '../../widgets/content-image';
import { quizPath } from '../../widgets/content-paths';
import card from '../../widgets/post-card.module.css';
import styles from './blog-screen.module.css';

function QuizCard({ quiz, country }: { quiz: QuizSummary; country: CountryCode }) {
  return (
    <li className={card.card}>
      <ContentImage className={card.cover} image={quiz.cover} />
      <div className={card.body}>
        <p className={card.category}>Quiz · {quiz.questionCount} questions</p>
        <h3 className={card.title}>
          <AppLink to={quizPath(quiz.slug, country)} className={card.link}>
            {quiz.title}
          </AppLink>
        </h3>
        <p className={card.description}>{quiz.description}</p>
      </div>
    </li>
  );
}

export function QuizStrip({ quizzes, country }: { quizzes: QuizSummary[]; country: CountryCode }) {
  if (quizzes.length === 0) return null;
  return (
    <PageSection heading="Quizzes" intro="A few minutes, a result, and something to try next.">
      <ul className={styles.quizzes}>
        {quizzes.map((quiz) => (
          <QuizCard key={quiz.slug} quiz={quiz} country={country} />
        ))}
      </ul>
    </PageSection>
  );
}
